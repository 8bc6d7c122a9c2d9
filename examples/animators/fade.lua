-- Seed S5, "Example: A Polished Fade Transition", ported line by line from the Swift port
-- (Tests/StagecraftTests/Seeds/MasteringSeed.swift, FadeAnimator). The Swift class with its
-- `isPresenting` property is a Lua class: `FadeAnimator.new(isPresenting)` makes an instance, and
-- the animator role's methods (transitionDuration, animateTransition, named as in UIKit) get it as
-- `self`.
---@class FadeAnimator : Animator
---@field isPresenting boolean
---@field restoresViewsOnCancel boolean
local FadeAnimator = { debugName = "FadeAnimator" }
FadeAnimator.__index = FadeAnimator

--- FadeAnimator.new(isPresenting): one animator per direction, as the article's delegate makes.
---@param isPresenting boolean
---@return FadeAnimator
function FadeAnimator.new(isPresenting)
  -- Not in the article: the reset a cancelled interactive dismissal needs (T6.6); off by default.
  return setmetatable({ isPresenting = isPresenting, restoresViewsOnCancel = false }, FadeAnimator)
end

---@param transitionContext TransitionContext
function FadeAnimator:transitionDuration(transitionContext)
  return 0.35
end

---@param transitionContext TransitionContext
function FadeAnimator:animateTransition(transitionContext)
  -- The article's guard: both views, which only a .fullScreen presentation gives (T1.11).
  local fromView, toView = transitionContext:view("from"), transitionContext:view("to")
  if not fromView or not toView then return end

  local container = transitionContext.containerView

  if self.isPresenting then
    toView.frame = transitionContext:finalFrame(transitionContext:viewController("to"))
    toView.alpha = 0
    container:addSubview(toView)
  else
    container:insertSubviewBelowSubview(toView, fromView)
  end

  local targetAlpha = self.isPresenting and 1.0 or 0.0
  local viewToAnimate = self.isPresenting and toView or fromView

  UIView.animate(self:transitionDuration(transitionContext),
    function() viewToAnimate.alpha = targetAlpha end,
    function(_)
      local wasCancelled = transitionContext.transitionWasCancelled
      if wasCancelled and self.restoresViewsOnCancel then
        viewToAnimate.alpha = self.isPresenting and 0 or 1
        toView:removeFromSuperview()
      end
      transitionContext:completeTransition(not wasCancelled)
    end)
end

return FadeAnimator
