local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
ctx.view('to')
end
return A
-- expect: call it with ':'
