-- A dimmed bottom sheet: a presentation controller that starts from the ready
-- DimmingPresentationController (the presented view takes the lower half of the screen over a
-- black overlay at 40 %, a tap on the overlay dismisses) and adds one thing of its own: the sheet's
-- top corners are rounded while it is presented, square again once it is gone.
---@class presentations.half_sheet : PresentationControllerScript
local HalfSheet = {
  debugName = "HalfSheetPresentationController",
  extends = "DimmingPresentationController",
  dimmingColor = "#000000",
  dimmingAlpha = 0.4,
  dismissesOnTap = true,
  bottomSheet = 0.5,
}

function HalfSheet:presentationTransitionWillBegin()
  self:super("presentationTransitionWillBegin")   -- the dimming view fades in alongside
  self.presentedView.cornerRadius = 12
end

---@param completed boolean
function HalfSheet:dismissalTransitionDidEnd(completed)
  self:super("dismissalTransitionDidEnd", completed)   -- removes the dimming view once dismissed
  if completed then self.presentedView.cornerRadius = 0 end
end

return HalfSheet
