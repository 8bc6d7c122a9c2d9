local Sheet = { extends = "DimmingPresentationController" }
function Sheet:containerViewWillLayoutSubviews()
  self.presentedView.frame = "full"
end
return Sheet
-- expect: presentation_layout_error.lua:3: bad value for 'frame' (CGRect expected
