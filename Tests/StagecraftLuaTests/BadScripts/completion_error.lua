local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local to = ctx:view('to') ctx.containerView:addSubview(to) to.alpha = 0
UIView.animate(0.3, function() to.alpha = 1 end, function()
error('in completion') end)
end
return A
-- expect: completion_error.lua:6: in completion
