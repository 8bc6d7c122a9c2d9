-- Apple's CustomTransitions sample, the animator half of AAPLCustomPresentationController: the
-- presented view (the presentation controller's wrapper, T4.4) slides up from the bottom edge to
-- its final frame, and down by its height on dismissal. With .custom the presenting view is nil
-- for both keys it does not move (T1.11).
local AAPLCustomPresentationAnimator = { debugName = "AAPLCustomPresentationController" }

---@param ctx TransitionContext
function AAPLCustomPresentationAnimator.transitionDuration(ctx)
  return ctx.isAnimated and 0.35 or 0
end

---@param ctx TransitionContext
function AAPLCustomPresentationAnimator.animateTransition(ctx)
  local fromViewController = ctx:viewController("from")
  local toViewController = ctx:viewController("to")
  local containerView = ctx.containerView
  local toView = ctx:view("to")
  local fromView = ctx:view("from")
  -- The sample compares with its presentingViewController; the presented one knows it too.
  local isPresenting = toViewController.presentingViewController == fromViewController

  local fromViewFinalFrame = ctx:finalFrame(fromViewController)
  local toViewInitialFrame = ctx:initialFrame(toViewController)  -- luacheck: ignore 311 (the sample's line, kept so the port reads line by line)
  local toViewFinalFrame = ctx:finalFrame(toViewController)

  -- Nil on dismissal.
  if toView then containerView:addSubview(toView) end

  if isPresenting then
    toViewInitialFrame = CGRect(containerView.bounds.minX, containerView.bounds.maxY, toViewFinalFrame.width, toViewFinalFrame.height)
    toView.frame = toViewInitialFrame
  else
    fromViewFinalFrame = fromView.frame:offsetBy(0, fromView.frame.height)
  end

  UIView.animate(AAPLCustomPresentationAnimator.transitionDuration(ctx), function()
    if isPresenting then toView.frame = toViewFinalFrame else fromView.frame = fromViewFinalFrame end
  end, function(finished)
    local wasCancelled = ctx.transitionWasCancelled
    ctx:completeTransition(not wasCancelled)
  end)
end

return AAPLCustomPresentationAnimator
