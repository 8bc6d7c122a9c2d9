local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  ctx.containerView:addSubview(ctx:view('to'))
  ctx:completeTransition(true)
  UIView.animate(0.2, function() end, function()
    ctx:completeTransition(true)  -- T2.3: ignored and reported at this line, never a script error
  end)
end
return A
-- expect: second_complete.lua:7
