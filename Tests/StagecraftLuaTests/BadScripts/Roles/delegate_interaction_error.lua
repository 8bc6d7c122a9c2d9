local Delegate = {}
function Delegate.animationControllerForPresented(presented, presenting, source)
  local animator = {}
  function animator.transitionDuration(ctx) return 0.2 end
  function animator.animateTransition(ctx)
    local toView = ctx:view("to")
    ctx.containerView:addSubview(toView)
    toView.frame = ctx:finalFrame(ctx:viewController("to"))
    UIView.animate(0.2, function() toView.alpha = 1 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
  end
  return animator
end
function Delegate.interactionControllerForPresentation(animator)
  error("no interaction today")
end
return Delegate
-- expect: delegate_interaction_error.lua:14: no interaction today
