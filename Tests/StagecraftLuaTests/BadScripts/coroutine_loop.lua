local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
coroutine.wrap(function() while true do end end)()
end
return A
-- expect: timeout
