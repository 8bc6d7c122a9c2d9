local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
setmetatable(ctx.containerView, {})
end
return A
-- expect: table expected, got View
