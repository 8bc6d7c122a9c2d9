local Sheet = { extends = "DimmingPresentationController" }
function Sheet:presentationTransitionWillBegin()
  self.containerView:addSubview(nil)
end
return Sheet
-- expect: presentation_willbegin_error.lua:3: bad argument #1 to 'addSubview'
