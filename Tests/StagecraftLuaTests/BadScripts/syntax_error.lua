local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx) local x = = 1 end
return A
-- expect: syntax_error.lua:3:
