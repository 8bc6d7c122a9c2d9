-- SW6.5: Lua's continue — a loop body ending in `::continue::` that a `goto continue` jumps to —
-- is Swift's `continue`. Every subview of the card but the hidden one (alpha 0) fades to half;
-- a nested loop keeps its own label.
---@class SkipHiddenAnimator : Animator
local SkipHiddenAnimator = { debugName = "SkipHiddenAnimator" }

---@param ctx TransitionContext
function SkipHiddenAnimator:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function SkipHiddenAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local faded = 0
  for _, subview in ipairs(toView.subviews) do
    if subview.alpha == 0 then goto continue end
    subview.alpha = 0.5
    faded = faded + 1
    for i = 1, 3 do
      if i == 2 then goto next end
      subview.frame.origin.x = subview.frame.origin.x + i
      ::next::
    end
    ::continue::
  end
  toView.frame.origin.y = faded
  ctx:completeTransition(true)
end

return SkipHiddenAnimator
