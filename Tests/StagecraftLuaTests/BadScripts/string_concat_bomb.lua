local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local s = 'x' while true do s = s .. s end
end
return A
-- expect: not enough memory
