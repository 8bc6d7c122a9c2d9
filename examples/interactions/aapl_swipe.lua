-- Apple's CustomTransitions sample, AAPLSwipeTransitionInteractionController: a
-- UIPercentDrivenInteractiveTransition driven by a screen-edge pan that already began (the view
-- controller started the transition from its `began`). It overrides startInteractiveTransition to
-- keep the context — the gesture is measured in its container — and calls the base (T6.7).
-- `AAPLSwipeTransitionInteractionController.new(gestureRecognizer, edge)` makes one: as the
-- sample's init, it makes the interaction controller and adds it as a target of the pan.
---@class AAPLSwipeTransitionInteractionController : InteractionHandler
---@field transitionContext TransitionContext?
---@field gestureRecognizer ScreenEdgePanGestureRecognizer
---@field edge UIRectEdge
local AAPLSwipeTransitionInteractionController = { debugName = "AAPLSwipeTransitionInteractionController" }
AAPLSwipeTransitionInteractionController.__index = AAPLSwipeTransitionInteractionController

---@param gestureRecognizer ScreenEdgePanGestureRecognizer
---@param edge UIRectEdge
---@return PercentDrivenInteractiveTransition
function AAPLSwipeTransitionInteractionController.new(gestureRecognizer, edge)
  local self = UIPercentDrivenInteractiveTransition(setmetatable({ gestureRecognizer = gestureRecognizer, edge = edge }, AAPLSwipeTransitionInteractionController))
  -- Add self as an observer of the gesture recognizer so that this object receives updates as
  -- the user moves their finger.
  gestureRecognizer:addTarget(self, "gestureRecognizeDidUpdate")
  return self
end

---@param transitionContext TransitionContext
function AAPLSwipeTransitionInteractionController:startInteractiveTransition(transitionContext)
  -- Save the transitionContext for later.
  self.transitionContext = transitionContext
  self:super("startInteractiveTransition", transitionContext)
end

--- The fraction of the container's width (or height) the finger has travelled from `edge`.
---@param gesture ScreenEdgePanGestureRecognizer
---@return number
function AAPLSwipeTransitionInteractionController:percentForGesture(gesture)
  local transitionContainerView = self.transitionContext.containerView
  local locationInSourceView = gesture:location(transitionContainerView)
  local width = transitionContainerView.bounds.size.width
  local height = transitionContainerView.bounds.size.height
  if self.edge == "right" then return (width - locationInSourceView.x) / width
  elseif self.edge == "left" then return locationInSourceView.x / width
  elseif self.edge == "bottom" then return (height - locationInSourceView.y) / height
  else return locationInSourceView.y / height end
end

-- The `transitionContext ~= nil` checks stand for Objective-C's messages to nil (a changed state
-- before the transition started); in Lua indexing nil would be an error. The sample removes its
-- target in dealloc; here it does so once the gesture is over.
---@param gesture ScreenEdgePanGestureRecognizer
function AAPLSwipeTransitionInteractionController:gestureRecognizeDidUpdate(gesture)
  local state = gesture.state
  if state == "began" then  -- luacheck: ignore 542 (the sample's empty case, with its comment)
    -- The Began state is handled by the view controllers: they start the transition.
  elseif state == "changed" then
    if self.transitionContext ~= nil then self:update(self:percentForGesture(gesture)) end
  elseif state == "ended" then
    if self.transitionContext ~= nil and self:percentForGesture(gesture) >= 0.5 then self:finish() else self:cancel() end
    gesture:removeTarget(self, "gestureRecognizeDidUpdate")
  else
    -- Something happened: cancel the transition.
    self:cancel()
    gesture:removeTarget(self, "gestureRecognizeDidUpdate")
  end
end

return AAPLSwipeTransitionInteractionController
