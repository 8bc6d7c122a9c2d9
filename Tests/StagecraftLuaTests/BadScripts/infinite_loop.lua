local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
while true do end
end
return A
-- expect: infinite_loop.lua:4: timeout
