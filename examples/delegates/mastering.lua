-- Seed S5, "Setting the Transition Delegate" (MasteringSeed.swift, CustomTransitionDelegate): a fade
-- animator made for each direction, and the swipe controller for the dismissal only while a
-- swipe is in progress. `debugName` keeps the Swift type's name, so traces of both ports match.
local FadeAnimator = require("animators.fade")
local SwipeInteractionController = require("interactions.swipe")

local CustomTransitionDelegate = { debugName = "CustomTransitionDelegate" }
local swipe = SwipeInteractionController.new()
CustomTransitionDelegate.swipeInteractionController = UIPercentDrivenInteractiveTransition(swipe)
CustomTransitionDelegate.restoresViewsOnCancel = false

local function make(isPresenting)
  local animator = FadeAnimator.new(isPresenting)
  animator.restoresViewsOnCancel = CustomTransitionDelegate.restoresViewsOnCancel
  return animator
end

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function CustomTransitionDelegate.animationControllerForPresented(presented, presenting, source)
  return make(true)
end

---@param dismissed ViewController
function CustomTransitionDelegate.animationControllerForDismissed(dismissed)
  return make(false)
end

---@param animator any
function CustomTransitionDelegate.interactionControllerForDismissal(animator)
  return swipe.interactionInProgress and CustomTransitionDelegate.swipeInteractionController or nil
end

return CustomTransitionDelegate
