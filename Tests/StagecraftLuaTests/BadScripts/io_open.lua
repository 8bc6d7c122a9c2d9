local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
io.open('/etc/passwd')
end
return A
-- expect: attempt to index a nil value (global 'io')
