local Sheet = {}
function Sheet:frameOfPresentedViewInContainerView()
  return 42
end
return Sheet
-- expect: frameOfPresentedViewInContainerView must return a CGRect
