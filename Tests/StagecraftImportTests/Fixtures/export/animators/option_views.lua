-- Views made from the Lua API's options tables, as the today screens make theirs: in Swift UIKit's
-- init (a zero frame without `frame`, as the Lua's), then each option the property it sets.
---@class OptionViewsAnimator : Animator
local OptionViewsAnimator = { debugName = "OptionViewsAnimator" }

---@param ctx TransitionContext
function OptionViewsAnimator:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function OptionViewsAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local imageView = UIImageView{ imageName = "photo", name = "cardImage" }
  toView:addSubview(imageView)
  local titleLabel = UILabel{ frame = CGRect(10, 20, 200, 30), text = "The Art of Motion", name = "cardTitle" }
  toView:addSubview(titleLabel)
  ctx:completeTransition(true)
end

return OptionViewsAnimator
