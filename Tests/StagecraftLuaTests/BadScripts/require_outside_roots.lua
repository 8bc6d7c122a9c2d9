local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
require('../../etc/passwd')
end
return A
-- expect: must be dotted names
