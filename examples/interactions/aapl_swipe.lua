-- Apple's CustomTransitions sample, AAPLSwipeTransitionInteractionController: a
-- UIPercentDrivenInteractiveTransition driven by a screen-edge pan that already began (the view
-- controller started the transition from its `began`). It overrides startInteractiveTransition to
-- keep the context — the gesture is measured in its container — and calls the base (T6.7).
-- `AAPLSwipeTransitionInteractionController.new(gestureRecognizer, edge)` makes one.
local AAPLSwipeTransitionInteractionController = {}

function AAPLSwipeTransitionInteractionController.new(gestureRecognizer, edge)
  local handler = { debugName = "AAPLSwipeTransitionInteractionController" }
  local transitionContext
  local interaction, target

  ---@param self PercentDrivenInteractiveTransition
  ---@param ctx TransitionContext
  function handler.startInteractiveTransition(self, ctx)
    -- Save the transitionContext for later.
    transitionContext = ctx
    self:super("startInteractiveTransition", ctx)
  end

  -- The fraction of the container's width (or height) the finger has travelled from `edge`.
  local function percentForGesture(gesture)
    local transitionContainerView = transitionContext.containerView
    local locationInSourceView = gesture:location(transitionContainerView)
    local width = transitionContainerView.bounds.size.width
    local height = transitionContainerView.bounds.size.height
    if edge == "right" then return (width - locationInSourceView.x) / width
    elseif edge == "left" then return locationInSourceView.x / width
    elseif edge == "bottom" then return (height - locationInSourceView.y) / height
    else return locationInSourceView.y / height end
  end

  -- The `transitionContext and` checks stand for Objective-C's messages to nil (a changed state
  -- before the transition started); in Lua indexing nil would be an error.
  ---@param self PercentDrivenInteractiveTransition
  ---@param gesture AnyGestureRecognizer
  function handler.handleGesture(self, gesture)
    local state = gesture.state
    if state == "began" then  -- luacheck: ignore 542 (the sample's empty case, with its comment)
      -- The Began state is handled by the view controllers: they start the transition.
    elseif state == "changed" then
      if transitionContext then self:update(percentForGesture(gesture)) end
    elseif state == "ended" then
      if transitionContext and percentForGesture(gesture) >= 0.5 then self:finish() else self:cancel() end
      gesture:removeTarget(target)   -- the sample removes its target in dealloc
    else
      -- Something happened: cancel the transition.
      self:cancel()
      gesture:removeTarget(target)
    end
  end

  interaction = UIPercentDrivenInteractiveTransition(handler)
  target = gestureRecognizer:addTarget(function(gesture) handler.handleGesture(interaction, gesture) end)
  return interaction
end

return AAPLSwipeTransitionInteractionController
