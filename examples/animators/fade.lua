-- Seed S5, "Example: A Polished Fade Transition", ported line by line from the Swift port
-- (Tests/StagecraftTests/Seeds/MasteringSeed.swift, FadeAnimator). Swift's class with an
-- `isPresenting` property becomes a constructor whose object keeps it; the callbacks are the
-- animator role's (transitionDuration, animateTransition), named as in UIKit.
local FadeAnimator = {}

--- FadeAnimator.new(isPresenting): one animator per direction, as the article's delegate makes.
function FadeAnimator.new(isPresenting)
  local self = { debugName = "FadeAnimator", isPresenting = isPresenting }
  -- Not in the article: the reset a cancelled interactive dismissal needs (T6.6); off by default.
  self.restoresViewsOnCancel = false

  ---@param transitionContext TransitionContext
  function self.transitionDuration(transitionContext)
    return 0.35
  end

  ---@param transitionContext TransitionContext
  function self.animateTransition(transitionContext)
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

    UIView.animate(self.transitionDuration(transitionContext),
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

  return self
end

return FadeAnimator
