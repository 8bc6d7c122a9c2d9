-- Pinch to close, an interaction handler with a real pinch recognizer: closing two fingers on the
-- presented photo dismisses it percent by percent (pinched to half its size is half way), and on
-- release it finishes below 70 % of the size or when pinched shut quickly, else it cancels.
local PinchClose = { debugName = "PinchCloseInteraction" }

local closing = setmetatable({}, { __mode = "k" })   -- interaction → the controller it dismisses

---@param interaction PercentDrivenInteractiveTransition
---@param viewController ViewController
function PinchClose.wire(interaction, viewController)
  closing[interaction] = viewController
  local pinch = UIPinchGestureRecognizer("pinchClose")
  pinch:addTarget(function(gesture) PinchClose.handleGesture(interaction, gesture) end)
  viewController.view:addGestureRecognizer(pinch)
end

---@param interaction PercentDrivenInteractiveTransition
---@param gesture AnyGestureRecognizer
function PinchClose.handleGesture(interaction, gesture)
  -- scale is the fingers' distance over their distance when they landed: 1 → 0.5 is half way.
  local progress = math.min(math.max(1 - gesture.scale, 0), 1)
  local state = gesture.state
  if state == "began" then
    if gesture.scale < 1 then closing[interaction]:dismiss(true) end   -- spreading fingers do not close
  elseif state == "changed" then
    interaction:update(progress)
  elseif state == "ended" then
    if gesture.scale < 0.7 or gesture.velocity < -2 then interaction:finish() else interaction:cancel() end
  else  -- cancelled or failed
    interaction:cancel()
  end
end

return PinchClose
