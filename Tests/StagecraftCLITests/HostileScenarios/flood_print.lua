-- status: 0
-- expect: … 200000 more printed lines not kept (the log keeps 1000 lines, 1024 KiB)
-- expect: xxxxxxxxxx … (cut: 3145728 more bytes)
-- args: --verbose
scenario("200,000 prints and a 4 MB line", function()
  print(string.rep("x", 4 << 20))
  for i = 1, 200000 do print(i) end
end)
