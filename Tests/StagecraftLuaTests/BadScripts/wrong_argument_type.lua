local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
ctx.containerView:addSubview(42)
end
return A
-- expect: bad argument #1 to 'addSubview' (View expected, got number)
