local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
assert(load(string.char(27) .. 'LuaT'))
end
return A
-- expect: attempt to load a binary chunk
