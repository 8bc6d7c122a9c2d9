local Sheet = { extends = "DimmingPresentationController" }
function Sheet:dismissalTransitionWillBegin()
  local missing
  missing.alpha = 0
end
return Sheet
-- expect: presentation_dismissal_error.lua:4: attempt to index a nil value
