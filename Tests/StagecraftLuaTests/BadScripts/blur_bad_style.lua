-- A blur style UIKit does not have (T12.3): a Lua error naming the file, the line and the styles.
local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local blur = UIVisualEffectView(nil)
  ctx.containerView:insertSubviewAt(blur, 0)
  UIView.animate(0.3, function() blur.effect = UIBlurEffect("frosted") end, function()
    ctx:completeTransition(true)
  end)
end
return A
-- expect: blur_bad_style.lua:9: bad argument #1 to 'UIBlurEffect' ("extraLight" or
