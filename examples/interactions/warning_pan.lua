-- Seed S3 (WarningSeed.swift, WarningViewController.handlePan): the pan on the warning's view
-- calls dismiss as the gesture begins, then reports progress (the distance dragged down over the
-- warning's height) and finishes past half, else cancels. The article gives no velocity rule.
-- The Swift port uses UIKit's UIPercentDrivenInteractiveTransition as it is, so its debugName is
-- that class's; the handler's methods get the interaction controller as `self`.
---@class WarningPan : InteractionHandler
---@field warning ViewController
---@field interacting boolean? true while the pan drives the dismissal
local WarningPan = { debugName = "PercentDrivenInteractiveTransition" }
WarningPan.__index = WarningPan

---@return WarningPan
function WarningPan.new()
  return setmetatable({}, WarningPan)
end

--- Whether the pan drives `interaction` now (the handler's fields live on the interaction controller).
---@param interaction any
---@return boolean
function WarningPan.isInteracting(interaction)
  return interaction.interacting == true
end

---@param viewController ViewController
function WarningPan:wire(viewController)
  self.warning = viewController
  local pan = UIPanGestureRecognizer("warningPan")
  pan:addTarget(function(gesture) self:handleGesture(gesture) end)
  viewController.view:addGestureRecognizer(pan)
end

---@param gesture PanGestureRecognizer
function WarningPan:handleGesture(gesture)
  local translation = gesture:translation(gesture.view.superview)
  local progress = math.min(math.max(translation.y / self.warning.view.bounds.height, 0), 1)
  local state = gesture.state
  if state == "began" then
    self.interacting = true
    self.warning:dismiss(true)
  elseif state == "changed" then
    self:update(progress)
  elseif state == "ended" then
    self.interacting = false
    if progress > 0.5 then self:finish() else self:cancel() end
  elseif state == "cancelled" or state == "failed" then
    self.interacting = false
    self:cancel()
  end
end

return WarningPan
