-- The delegate returns a presentation controller table whose callback fails later.
local Delegate = {}
function Delegate.presentationControllerForPresented(presented, presenting, source)
  return { frameOfPresentedViewInContainerView = function(self) return self.containerView.bounds.nope.x end }
end
return Delegate
-- expect: delegate_presentation_table_error.lua:4: CGRect has no member 'nope'
