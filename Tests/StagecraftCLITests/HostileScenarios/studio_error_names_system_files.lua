-- Issue 24, item 1: an error's text names a file:line, and the studio's overlay used to quote the
-- line it named, whatever the file: line 1 of /etc/passwd, the studio's own environment. Only the
-- files the run loaded are quoted now (StudioOverlaySourceTests runs this file in the studio too).
-- status: 1
-- expect: /etc/passwd:1: error: boom
-- expect: /proc/self/environ:1: error: leak
-- absent: root:x:0:0
-- absent: PATH=
scenario("names /etc/passwd", function() error("/etc/passwd:1: boom", 0) end)
scenario("names the studio's environment", function() error("/proc/self/environ:1: leak", 0) end)
