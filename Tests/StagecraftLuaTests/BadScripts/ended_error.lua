local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local to = ctx:view('to') ctx.containerView:addSubview(to) ctx:completeTransition(true)
end
function A.animationEnded(done)
error('late') end
return A
-- expect: ended_error.lua:7: late
