local A = {}
function A.transitionDuration(ctx) return 0.3 end
return A
-- expect: missing animateTransition
