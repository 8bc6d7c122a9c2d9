local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error(nil)
end
return A
-- expect: (error object is a nil value)
