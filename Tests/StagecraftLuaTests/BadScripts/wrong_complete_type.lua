local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
ctx:completeTransition()
end
return A
-- expect: bad argument #1 to 'completeTransition' (boolean expected, got no value)
