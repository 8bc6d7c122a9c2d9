-- Seed S5, "Setting the Transition Delegate" (MasteringSeed.swift, CustomTransitionDelegate): a fade
-- animator made for each direction, and the swipe controller for the dismissal only while a
-- swipe is in progress. `debugName` keeps the Swift type's name, so traces of both ports match.
-- The module is the delegate object; its methods get it as `self`, as the Swift class's do.
local FadeAnimator = require("animators.fade")
local SwipeInteractionController = require("interactions.swipe")

---@class CustomTransitionDelegate : TransitioningDelegateScript
local CustomTransitionDelegate = { debugName = "CustomTransitionDelegate", restoresViewsOnCancel = false }
-- The interaction controller the handler makes: it reads the handler's fields (interactionInProgress).
---@type SwipeInteractionController
CustomTransitionDelegate.swipeInteractionController = UIPercentDrivenInteractiveTransition(SwipeInteractionController.new())

---@param isPresenting boolean
---@return FadeAnimator
function CustomTransitionDelegate:animator(isPresenting)
  local animator = FadeAnimator.new(isPresenting)
  animator.restoresViewsOnCancel = self.restoresViewsOnCancel
  return animator
end

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function CustomTransitionDelegate:animationControllerForPresented(presented, presenting, source)
  return self:animator(true)
end

---@param dismissed ViewController
function CustomTransitionDelegate:animationControllerForDismissed(dismissed)
  return self:animator(false)
end

---@param animator any
function CustomTransitionDelegate:interactionControllerForDismissal(animator)
  local swipe = self.swipeInteractionController
  return swipe.interactionInProgress and swipe or nil
end

return CustomTransitionDelegate
