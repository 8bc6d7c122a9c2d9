-- Seed S5: the slide push/pop with parallax (MasteringSeed.swift, SlideAnimator): the to view
-- slides in from the right on push, the from view slides out to the right on pop, the other view
-- moves 30 % of the width the other way; transforms reset in the completion, the to view removed
-- on cancel (T9.3). The Swift class's stored `operation` is an instance field; methods get `self`.
---@class SlideAnimator : Animator
---@field operation "push"|"pop"
---@field parallax number
local SlideAnimator = { debugName = "SlideAnimator" }
SlideAnimator.__index = SlideAnimator

--- SlideAnimator.new(operation): operation is "push" or "pop".
---@param operation "push"|"pop"
---@return SlideAnimator
function SlideAnimator.new(operation)
  return setmetatable({ operation = operation, parallax = 0.3 }, SlideAnimator)
end

---@param transitionContext TransitionContext
function SlideAnimator:transitionDuration(transitionContext)
  return 0.35
end

---@param transitionContext TransitionContext
function SlideAnimator:animateTransition(transitionContext)
  local fromView, toView = transitionContext:view("from"), transitionContext:view("to")
  if not fromView or not toView then return end

  local container = transitionContext.containerView
  local width = container.bounds.width
  local isPush = self.operation == "push"

  toView.frame = transitionContext:finalFrame(transitionContext:viewController("to"))
  if isPush then
    container:addSubview(toView)
    toView.transform = CGAffineTransform{translationX = width, y = 0}
  else
    container:insertSubviewBelowSubview(toView, fromView)
    toView.transform = CGAffineTransform{translationX = -width * self.parallax, y = 0}
  end

  UIView.animate(self:transitionDuration(transitionContext),
    function()
      toView.transform = CGAffineTransform.identity
      fromView.transform = isPush
        and CGAffineTransform{translationX = -width * self.parallax, y = 0}
        or CGAffineTransform{translationX = width, y = 0}
    end,
    function(_)
      local wasCancelled = transitionContext.transitionWasCancelled
      fromView.transform = CGAffineTransform.identity
      if wasCancelled then toView:removeFromSuperview() end
      transitionContext:completeTransition(not wasCancelled)
    end)
end

return SlideAnimator
