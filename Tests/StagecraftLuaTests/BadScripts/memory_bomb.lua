local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local s, t = string.rep('x', 2^22), {} for i = 1, 1e6 do t[i] = s .. i end
end
return A
-- expect: not enough memory
