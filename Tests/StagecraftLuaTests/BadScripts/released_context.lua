local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  ctx.containerView:addSubview(ctx:view('to'))
  ctx:completeTransition(true)
  UIView.animate(0.2, function() end, function()
    ctx:completeTransition(true)
  end)
end
return A
-- expect: released_context.lua:7: bad argument #1 to 'completeTransition' (TransitionContext was released)
