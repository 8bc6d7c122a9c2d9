local Delegate = {}
function Delegate.presentationControllerForPresented(presented, presenting, source)
  return 42
end
return Delegate
-- expect: must return a presentation controller table, a DimmingPresentationController or nil (got number)
