local Sheet = { extends = "DimmingPresentationController" }
function Sheet:presentationTransitionWillBegin()
  self:super("presentationTransitionWillBegin")
  self.presentedViewController.transitionCoordinator:animate(function(context)
    error("alongside exploded")
  end, nil)
end
return Sheet
-- expect: presentation_alongside_error.lua:5: alongside exploded
