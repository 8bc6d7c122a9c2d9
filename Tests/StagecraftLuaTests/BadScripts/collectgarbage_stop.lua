local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
collectgarbage('stop')
end
return A
-- expect: only "count"
