local A = {}
function A.transitionDuration(ctx) error('nope') end
function A.animateTransition(ctx) ctx.containerView:addSubview(ctx:view('to')) ctx:completeTransition(true) end
return A
-- expect: duration_error.lua:2: nope
