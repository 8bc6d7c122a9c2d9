local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.interruptibleAnimator(ctx) return "animator" end
function A.animateTransition(ctx)
  ctx.containerView:addSubview(ctx:view("to"))
  ctx:completeTransition(true)
end
return A
-- expect: interruptibleAnimator must return a UIViewPropertyAnimator or nil (got string)
