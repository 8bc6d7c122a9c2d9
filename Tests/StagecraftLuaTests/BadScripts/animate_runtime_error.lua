local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local v = nil
v.alpha = 1
end
return A
-- expect: animate_runtime_error.lua:5: attempt to index a nil value
