local Delegate = {}
function Delegate.animationControllerForPresented(presented, presenting, source)
  return { transitionDuration = function() return 0.3 end }
end
return Delegate
-- expect: missing animateTransition
