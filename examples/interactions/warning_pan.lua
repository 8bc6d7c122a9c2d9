-- Seed S3 (WarningSeed.swift, WarningViewController.handlePan): the pan on the warning's view
-- calls dismiss as the gesture begins, then reports progress (the distance dragged down over the
-- warning's height) and finishes past half, else cancels. The article gives no velocity rule.
local WarningPan = {}

function WarningPan.new()
  local self = { debugName = "PercentDrivenInteractiveTransition" }  -- the Swift port uses UIKit's class as it is
  local warning

  ---@param interaction PercentDrivenInteractiveTransition
  ---@param viewController ViewController
  function self.wire(interaction, viewController)
    warning = viewController
    local pan = UIPanGestureRecognizer("warningPan")
    pan:addTarget(function(gesture) self.handleGesture(interaction, gesture) end)
    viewController.view:addGestureRecognizer(pan)
  end

  ---@param interaction PercentDrivenInteractiveTransition
  ---@param gesture AnyGestureRecognizer
  function self.handleGesture(interaction, gesture)
    local translation = gesture:translation(gesture.view.superview)
    local progress = math.min(math.max(translation.y / warning.view.bounds.height, 0), 1)
    local state = gesture.state
    if state == "began" then
      warning:dismiss(true)
    elseif state == "changed" then
      interaction:update(progress)
    elseif state == "ended" then
      if progress > 0.5 then interaction:finish() else interaction:cancel() end
    elseif state == "cancelled" or state == "failed" then
      interaction:cancel()
    end
  end

  return self
end

return WarningPan
