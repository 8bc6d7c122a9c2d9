-- UIKit raises for startAnimation on a stopped animator (T7.4); here a Lua error with file:line.
local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local animator = UIViewPropertyAnimator{duration = 0.3, curve = "easeOut", animations = function() toView.alpha = 1 end}
  animator:startAnimation()
  animator:stopAnimation(false)
  animator:startAnimation()
end
return A
-- expect: property_animator_misuse.lua:10: startAnimation: a stopped animator cannot be started
