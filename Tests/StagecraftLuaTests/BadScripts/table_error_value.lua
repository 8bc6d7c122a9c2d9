local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error({code = 1})
end
return A
-- expect: (error object is a table value)
