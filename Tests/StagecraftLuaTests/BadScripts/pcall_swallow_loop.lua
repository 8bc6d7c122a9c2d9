local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
while true do pcall(function() while true do end end) end
end
return A
-- expect: timeout
