local Sheet = {}
function Sheet:frameOfPresentedViewInContainerView()
  return self.containerView.bounds:insetBy(nil, 10)
end
return Sheet
-- expect: presentation_frame_error.lua:3: bad argument #1 to 'insetBy'
