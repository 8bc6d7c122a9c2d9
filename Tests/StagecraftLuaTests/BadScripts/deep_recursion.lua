local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local function f(n) return 1 + f(n + 1) end f(1)
end
return A
-- expect: not enough memory || timeout
