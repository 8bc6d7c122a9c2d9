-- Seed S3 (WarningSeed.swift, FancyWarningAnimationController): slides the warning up into its
-- frame, and down out of the screen; linear while a gesture drives it, so the sheet follows the
-- finger (T6.2). Resets the sheet on a cancelled dismissal and removes it on a cancelled
-- presentation (T6.6, T1.14).
---@class FancyWarningAnimationController : Animator
---@field isPresenting boolean
---@field duration number
local FancyWarningAnimationController = { debugName = "FancyWarningAnimationController", duration = 0.4 }
FancyWarningAnimationController.__index = FancyWarningAnimationController

---@param isPresenting boolean
---@return FancyWarningAnimationController
function FancyWarningAnimationController.new(isPresenting)
  return setmetatable({ isPresenting = isPresenting }, FancyWarningAnimationController)
end

---@param transitionContext TransitionContext
function FancyWarningAnimationController:transitionDuration(transitionContext)
  return transitionContext.isAnimated and self.duration or 0
end

---@param transitionContext TransitionContext
function FancyWarningAnimationController:animateTransition(transitionContext)
  local container = transitionContext.containerView
  local options = transitionContext.isInteractive and "curveLinear" or nil
  local duration = self:transitionDuration(transitionContext)
  if self.isPresenting then
    local toView = transitionContext:view("to")
    if not toView then return transitionContext:completeTransition(false) end
    local finalFrame = transitionContext:finalFrame(transitionContext:viewController("to"))
    toView.frame = finalFrame:offsetBy(0, container.bounds.height - finalFrame.minY)
    container:addSubview(toView)
    UIView.animate{duration = duration, delay = 0, options = options, animations = function()
      toView.frame = finalFrame
    end, completion = function(_)
      local cancelled = transitionContext.transitionWasCancelled
      if cancelled then toView:removeFromSuperview() end
      transitionContext:completeTransition(not cancelled)
    end}
  else
    local fromView = transitionContext:view("from")
    if not fromView then return transitionContext:completeTransition(false) end
    local initialFrame = transitionContext:initialFrame(transitionContext:viewController("from"))
    local finalFrame = initialFrame:offsetBy(0, container.bounds.height - initialFrame.minY)
    UIView.animate{duration = duration, delay = 0, options = options, animations = function()
      fromView.frame = finalFrame
    end, completion = function(_)
      local cancelled = transitionContext.transitionWasCancelled
      if cancelled then fromView.frame = initialFrame end
      transitionContext:completeTransition(not cancelled)
    end}
  end
end

return FancyWarningAnimationController
