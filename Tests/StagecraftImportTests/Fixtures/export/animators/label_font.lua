-- SW10.2: a label's font is its size in the Lua API (`fontSize`); UIKit's `font` is a UIFont, the
-- system font of that size. Set, and read back.
---@class LabelFont : Animator
local LabelFont = { debugName = "LabelFont" }

---@param ctx TransitionContext
function LabelFont:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function LabelFont:animateTransition(ctx)
  local toView = ctx:view("to")
  toView.frame = ctx:finalFrame(ctx:viewController("to"))
  ctx.containerView:addSubview(toView)
  local title = UILabel{ frame = CGRect(20, 40, 300, 40), text = "Title", name = "title" }
  title.fontSize = 28
  local subtitle = UILabel(CGRect(20, 90, 300, 30), "Subtitle", "subtitle")
  subtitle.fontSize = title.fontSize / 2
  toView:addSubview(title)
  toView:addSubview(subtitle)
  ctx:completeTransition(true)
end

return LabelFont
