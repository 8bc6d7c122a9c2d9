-- Seed S5, "Implementing an Interaction Controller" (MasteringSeed.swift, SwipeInteractionController):
-- a pan on the presented controller's view dismisses it, finishing past 50 % and cancelling below.
-- The Swift class subclasses UIPercentDrivenInteractiveTransition; here the class is an interaction
-- handler, `UIPercentDrivenInteractiveTransition(SwipeInteractionController.new())` makes the
-- controller, and its methods get that controller as `self` (`self:update(progress)`), with the
-- class's stored properties as its fields.
---@class SwipeInteractionController : InteractionHandler
---@field interactionInProgress boolean
---@field shouldCompleteTransition boolean
---@field viewController ViewController
local SwipeInteractionController = { debugName = "SwipeInteractionController" }
SwipeInteractionController.__index = SwipeInteractionController

---@return SwipeInteractionController
function SwipeInteractionController.new()
  return setmetatable({ interactionInProgress = false, shouldCompleteTransition = false }, SwipeInteractionController)
end

--- prepareGestureRecognizer(in:): the pan goes on the controller's view. `interaction:wire(vc)`.
---@param viewController ViewController
function SwipeInteractionController:wire(viewController)
  self.viewController = viewController
  local gesture = UIPanGestureRecognizer("swipe")
  gesture:addTarget(function(g) self:handleGesture(g) end)
  viewController.view:addGestureRecognizer(gesture)
end

--- handlePan(_ gesture: UIPanGestureRecognizer); the article ignores the velocity.
---@param gesture PanGestureRecognizer
function SwipeInteractionController:handleGesture(gesture)
  local translation = gesture:translation(gesture.view.superview)
  local progress = math.max(0, translation.x / self.viewController.view.frame.width)
  local state = gesture.state

  if state == "began" then
    self.interactionInProgress = true
    self.viewController:dismiss(true)
  elseif state == "changed" then
    self.shouldCompleteTransition = progress > 0.5
    self:update(progress)
  elseif state == "cancelled" then
    self.interactionInProgress = false
    self:cancel()
  elseif state == "ended" then
    self.interactionInProgress = false
    if self.shouldCompleteTransition then
      self:finish()
    else
      self:cancel()
    end
  end
end

return SwipeInteractionController
