-- Auto Layout in a Lua animator (T12.2), as the porting guide writes it: the presented view
-- pinned to the container's leading edge, half its width plus 20 pt, 300 pt high, below the
-- screen; the top constraint's constant changes and layoutIfNeeded() in the block animates it.
---@class ConstraintSlideAnimator : Animator
local ConstraintSlideAnimator = { debugName = "ConstraintSlideAnimator" }
ConstraintSlideAnimator.__index = ConstraintSlideAnimator

---@param ctx TransitionContext
function ConstraintSlideAnimator:transitionDuration(ctx)
  return 0.4
end

---@param ctx TransitionContext
function ConstraintSlideAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  local container = ctx.containerView
  toView.translatesAutoresizingMaskIntoConstraints = false
  container:addSubview(toView)
  local top = toView.topAnchor:constraintEqualTo(container.topAnchor, container.bounds.height)
  NSLayoutConstraint.activate{
    top,
    toView.leadingAnchor:constraintEqualTo(container.leadingAnchor),
    toView.widthAnchor:constraintEqualTo(container.widthAnchor, {multiplier = 0.5, constant = 20}),
    toView.heightAnchor:constraintEqualToConstant(300),
  }
  container:layoutIfNeeded()
  top.constant = 100
  UIView.animate(self:transitionDuration(ctx), function()
    container:layoutIfNeeded()
  end, function(_)
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end)
end

return ConstraintSlideAnimator
