local Sheet = { extends = "DimmingPresentationController" }
function Sheet:dismissalTransitionDidEnd(completed)
  error({ code = 7 })
end
return Sheet
-- expect: presentation_dismissal_didend_error.lua
