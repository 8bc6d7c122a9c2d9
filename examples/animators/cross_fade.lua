-- A cross-fade: the appearing view fades in over the other (present, push, tab switch);
-- on dismissal or pop the leaving view fades out.
local Fade = {}

---@param ctx TransitionContext
function Fade.transitionDuration(ctx)
  return 0.35
end

---@param ctx TransitionContext
function Fade.animateTransition(ctx)
  local toView, fromView = ctx:view("to"), ctx:view("from")
  local container = ctx.containerView
  if toView then
    toView.frame = ctx:finalFrame(ctx:viewController("to"))
    toView.alpha = 0
    container:addSubview(toView)
    UIView.animate(Fade.transitionDuration(ctx), function() toView.alpha = 1 end, function()
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  else
    UIView.animate(Fade.transitionDuration(ctx), function() fromView.alpha = 0 end, function()
      if ctx.transitionWasCancelled then fromView.alpha = 1 end
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  end
end

return Fade
