-- A stored view the Lua constructor names (its last argument): in Swift a property made by a
-- closure that sets its accessibilityIdentifier, so the badge is found by its name either way.
---@class BadgeAnimator : Animator
local BadgeAnimator = { debugName = "BadgeAnimator", badge = UIView(CGRect(10, 20, 30, 40), "badge") }

---@param ctx TransitionContext
function BadgeAnimator:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function BadgeAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  toView:addSubview(self.badge)
  ctx:completeTransition(true)
end

return BadgeAnimator
