local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
load(string.char(27) .. 'LuaT', 'x', 'b')
end
return A
-- expect: only text chunks
