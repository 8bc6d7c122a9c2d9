local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
ctx:view('sideways')
end
return A
-- expect: bad argument #1 to 'view' ("from" or "to" expected, got "sideways")
