-- Swipe down to dismiss, an interaction handler (UIPercentDrivenInteractiveTransition's gesture
-- code): a pan on the presented view starts the dismissal, reports how far the finger has dragged
-- the sheet down (over its height), and on release finishes past half the height or when flicked
-- down faster than 1000 pt/s, else cancels and the sheet settles back.
local SwipeDown = { debugName = "SwipeDownInteraction", completionCurve = "easeOut" }

local dismissing = setmetatable({}, { __mode = "k" })   -- interaction → the controller it dismisses

-- Called once by transition(): the pan goes on the presented controller's view.
---@param interaction PercentDrivenInteractiveTransition
---@param viewController ViewController
function SwipeDown.wire(interaction, viewController)
  dismissing[interaction] = viewController
  local pan = UIPanGestureRecognizer("swipeDown")
  pan:addTarget(function(gesture) SwipeDown.handleGesture(interaction, gesture) end)
  viewController.view:addGestureRecognizer(pan)
end

---@param interaction PercentDrivenInteractiveTransition
---@param gesture AnyGestureRecognizer
function SwipeDown.handleGesture(interaction, gesture)
  local sheet = gesture.view
  local progress = math.min(math.max(gesture:translation(sheet.superview).y / sheet.bounds.height, 0), 1)
  local state = gesture.state
  if state == "began" then
    dismissing[interaction]:dismiss(true)
  elseif state == "changed" then
    interaction:update(progress)
  elseif state == "ended" then
    if progress > 0.5 or gesture:velocity(nil).y > 1000 then interaction:finish() else interaction:cancel() end
  else  -- cancelled or failed
    interaction:cancel()
  end
end

return SwipeDown
