local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local to = ctx:view('to') ctx.containerView:addSubview(to)
UIView.animate(0.3, function() error('in block') end)
end
return A
-- expect: animations_block_error.lua:5: in block
