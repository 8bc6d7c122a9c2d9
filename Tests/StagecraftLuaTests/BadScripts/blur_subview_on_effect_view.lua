-- A subview added to a visual effect view itself, not its contentView: UIKit raises (iOS 11+),
-- here a Lua error with file:line (T12.3).
local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  local toView = ctx:view("to")
  local blur = UIVisualEffectView(UIBlurEffect("dark"))
  blur.frame = ctx.containerView.bounds
  ctx.containerView:addSubview(blur)
  blur:addSubview(toView)
  ctx:completeTransition(true)
end
return A
-- expect: blur_subview_on_effect_view.lua:10: addSubview: VisualEffectView<VisualEffectView#0>: Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.
