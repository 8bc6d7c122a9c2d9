local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local to = ctx:view('to') ctx.containerView:addSubview(to) ctx:completeTransition(true) ctx:completeTransition(true)
end
return A
-- expect: complete-transition-twice
