-- Apple's CustomTransitions sample, AAPLSwipeTransitionAnimator: the presented view slides in from
-- `targetEdge`'s opposite side and, on dismissal, slides out towards it. Presenting with a swipe
-- from the right edge (targetEdge "right"), the new view comes in from the right; dismissing with
-- a swipe from the left edge (targetEdge "left"), it leaves to the right.
-- `AAPLSwipeTransitionAnimator.new(targetEdge)` makes one.
---@class AAPLSwipeTransitionAnimator : Animator
---@field targetEdge UIRectEdge
local AAPLSwipeTransitionAnimator = { debugName = "AAPLSwipeTransitionAnimator" }
AAPLSwipeTransitionAnimator.__index = AAPLSwipeTransitionAnimator

---@param targetEdge UIRectEdge
---@return AAPLSwipeTransitionAnimator
function AAPLSwipeTransitionAnimator.new(targetEdge)
  return setmetatable({ targetEdge = targetEdge }, AAPLSwipeTransitionAnimator)
end

---@param ctx TransitionContext
function AAPLSwipeTransitionAnimator:transitionDuration(ctx)
  return ctx.isAnimated and 0.35 or 0
end

---@param ctx TransitionContext
function AAPLSwipeTransitionAnimator:animateTransition(ctx)
  local fromViewController = ctx:viewController("from")
  local toViewController = ctx:viewController("to")
  local containerView = ctx.containerView
  local fromView = ctx:view("from")
  local toView = ctx:view("to")

  -- Presenting when the to controller was presented by the from one.
  local isPresenting = toViewController.presentingViewController == fromViewController

  local fromFrame = ctx:initialFrame(fromViewController)
  local toFrame = ctx:finalFrame(toViewController)

  -- The direction the views move in, per target edge (the sample's CGVector `offset`).
  local offsetX, offsetY
  if self.targetEdge == "top" then
    offsetX, offsetY = 0, 1
  elseif self.targetEdge == "bottom" then
    offsetX, offsetY = 0, -1
  elseif self.targetEdge == "left" then
    offsetX, offsetY = 1, 0
  else
    offsetX, offsetY = -1, 0
  end

  if isPresenting then
    fromView.frame = fromFrame
    toView.frame = toFrame:offsetBy(toFrame.size.width * offsetX * -1, toFrame.size.height * offsetY * -1)
  else
    fromView.frame = fromFrame
    toView.frame = toFrame
  end

  if isPresenting then
    containerView:addSubview(toView)
  else
    -- The presenting view goes back under the presented one.
    containerView:insertSubviewBelowSubview(toView, fromView)
  end

  UIView.animate(self:transitionDuration(ctx), function()
    if isPresenting then
      toView.frame = toFrame
    else
      fromView.frame = fromFrame:offsetBy(fromFrame.size.width * offsetX, fromFrame.size.height * offsetY)
    end
  end, function(finished)
    local wasCancelled = ctx.transitionWasCancelled
    -- The sample removes the to view after a cancel and resets nothing else: the from view's
    -- slide runs back to where it started (T6.6).
    if wasCancelled then toView:removeFromSuperview() end
    ctx:completeTransition(not wasCancelled)
  end)
end

return AAPLSwipeTransitionAnimator
