local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local ok = pcall(string.gsub, string.rep("a", 40), string.rep("a-", 20) .. "b", "")
ctx:completeTransition(true)
end
return A
-- expect: pattern_gsub_bomb.lua:5: timeout
