local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
loadfile('/etc/passwd')
end
return A
-- expect: attempt to call a nil value (global 'loadfile')
