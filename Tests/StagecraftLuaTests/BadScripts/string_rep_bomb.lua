local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local s = string.rep('x', 2^40)
end
return A
-- expect: over the sandbox's cap
