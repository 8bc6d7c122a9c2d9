local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local s, p = string.rep("a", 40), string.rep("a*", 20) .. "b"
local i = s:find(p)
end
return A
-- expect: pattern_backtracking_bomb.lua:5: timeout
