local Delegate = {}
function Delegate.animationControllerForPresented(presented, presenting, source)
  return presented.view.nothing.here
end
return Delegate
-- expect: delegate_animator_error.lua:3:
