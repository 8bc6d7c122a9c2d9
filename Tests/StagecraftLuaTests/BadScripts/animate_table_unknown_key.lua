local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  UIView.animate{duraton = 0.3, animations = function() toView.alpha = 1 end}
end
return A
-- expect: animate_table_unknown_key.lua:6: animate: unknown key 'duraton'
