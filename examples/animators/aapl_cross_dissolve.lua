-- Apple's "Custom View Controller Presentations and Transitions" sample (CustomTransitions, Swift
-- version), AAPLCrossDissolveTransitionAnimator: the presented view fades in over the presenting
-- one, which fades out; the reverse on dismissal. Used with modalPresentationStyle .fullScreen,
-- so both views are given (T1.11) and the animator adds the to view (T1.14).
local AAPLCrossDissolveTransitionAnimator = { debugName = "AAPLCrossDissolveTransitionAnimator" }

---@param ctx TransitionContext
function AAPLCrossDissolveTransitionAnimator.transitionDuration(ctx)
  return ctx.isAnimated and 0.35 or 0
end

---@param ctx TransitionContext
function AAPLCrossDissolveTransitionAnimator.animateTransition(ctx)
  local fromViewController = ctx:viewController("from")
  local toViewController = ctx:viewController("to")
  local containerView = ctx.containerView
  local fromView = ctx:view("from")
  local toView = ctx:view("to")

  fromView.frame = ctx:initialFrame(fromViewController)
  toView.frame = ctx:finalFrame(toViewController)
  fromView.alpha = 1
  toView.alpha = 0
  -- The sample adds the to view on top for presentation and dismissal alike.
  containerView:addSubview(toView)

  local duration = AAPLCrossDissolveTransitionAnimator.transitionDuration(ctx)
  UIView.animate(duration, function()
    fromView.alpha = 0
    toView.alpha = 1
  end, function(finished)
    -- The sample reads the outcome and completes: nothing to reset (T6.6).
    local wasCancelled = ctx.transitionWasCancelled
    ctx:completeTransition(not wasCancelled)
  end)
end

return AAPLCrossDissolveTransitionAnimator
