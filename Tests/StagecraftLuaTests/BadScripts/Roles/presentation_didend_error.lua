local Sheet = { extends = "DimmingPresentationController" }
function Sheet:presentationTransitionDidEnd(completed)
  error("did end exploded")
end
return Sheet
-- expect: presentation_didend_error.lua:3: did end exploded
