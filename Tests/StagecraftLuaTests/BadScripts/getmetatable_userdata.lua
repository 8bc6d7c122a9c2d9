local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error(getmetatable(ctx.containerView))
end
return A
-- expect: locked
