-- An image named by a string value and a colour given without alpha: in Swift `UIImage(named: name)`
-- and `UIColor(red:green:blue:alpha:)` with the Lua API's alpha, 1.
---@class PictureAnimator : Animator
local PictureAnimator = { debugName = "PictureAnimator" }

---@param ctx TransitionContext
function PictureAnimator:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function PictureAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local name = "pizza"
  local picture = UIImageView(CGRect(10, 20, 30, 40), "placeholder", "picture")
  picture.imageName = name
  picture.backgroundColor = UIColor{red = 1, green = 0.5, blue = 0}
  toView:addSubview(picture)
  ctx:completeTransition(true)
end

return PictureAnimator
