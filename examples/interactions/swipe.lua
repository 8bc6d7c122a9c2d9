-- Seed S5, "Implementing an Interaction Controller" (MasteringSeed.swift, SwipeInteractionController):
-- a pan on the presented controller's view dismisses it, finishing past 50 % and cancelling below.
-- An interaction handler: `UIPercentDrivenInteractiveTransition(SwipeInteractionController.new())`
-- makes the controller; `interaction:wire(viewController)` attaches the gesture.
local SwipeInteractionController = {}

function SwipeInteractionController.new()
  local self = { debugName = "SwipeInteractionController", interactionInProgress = false }
  local shouldCompleteTransition = false
  local viewController

  ---@param interaction PercentDrivenInteractiveTransition
  ---@param vc ViewController
  function self.wire(interaction, vc)
    viewController = vc
    local gesture = UIPanGestureRecognizer("swipe")
    gesture:addTarget(function(g) self.handleGesture(interaction, g) end)
    viewController.view:addGestureRecognizer(gesture)
  end

  -- handlePan(_ gesture: UIPanGestureRecognizer); the article ignores the velocity.
  ---@param interaction PercentDrivenInteractiveTransition
  ---@param gesture AnyGestureRecognizer
  function self.handleGesture(interaction, gesture)
    local translation = gesture:translation(gesture.view.superview)
    local progress = math.max(0, translation.x / viewController.view.frame.width)
    local state = gesture.state

    if state == "began" then
      self.interactionInProgress = true
      viewController:dismiss(true)
    elseif state == "changed" then
      shouldCompleteTransition = progress > 0.5
      interaction:update(progress)
    elseif state == "cancelled" then
      self.interactionInProgress = false
      interaction:cancel()
    elseif state == "ended" then
      self.interactionInProgress = false
      if shouldCompleteTransition then
        interaction:finish()
      else
        interaction:cancel()
      end
    end
  end

  return self
end

return SwipeInteractionController
