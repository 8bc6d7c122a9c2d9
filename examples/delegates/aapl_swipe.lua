-- Apple's CustomTransitions sample, AAPLSwipeTransitionDelegate: vends the swipe animator for
-- presentation and dismissal, and an interaction controller only while a screen-edge pan drives
-- the transition (`gestureRecognizer` set by the view controller before presenting or dismissing).
local AAPLSwipeTransitionAnimator = require("animators.aapl_swipe")
local AAPLSwipeTransitionInteractionController = require("interactions.aapl_swipe")

---@class AAPLSwipeTransitionDelegate
---@field gestureRecognizer ScreenEdgePanGestureRecognizer?
---@field targetEdge UIRectEdge
local AAPLSwipeTransitionDelegate = { debugName = "AAPLSwipeTransitionDelegate" }
-- If this is set, the transition is interactive, driven by this gesture.
AAPLSwipeTransitionDelegate.gestureRecognizer = nil
-- The edge of the screen the swipe starts from.
AAPLSwipeTransitionDelegate.targetEdge = "right"

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function AAPLSwipeTransitionDelegate.animationControllerForPresented(presented, presenting, source)
  return AAPLSwipeTransitionAnimator.new(AAPLSwipeTransitionDelegate.targetEdge)
end

---@param dismissed ViewController
function AAPLSwipeTransitionDelegate.animationControllerForDismissed(dismissed)
  return AAPLSwipeTransitionAnimator.new(AAPLSwipeTransitionDelegate.targetEdge)
end

local function interactionController()
  local gesture = AAPLSwipeTransitionDelegate.gestureRecognizer
  if gesture == nil then return nil end
  return AAPLSwipeTransitionInteractionController.new(gesture, AAPLSwipeTransitionDelegate.targetEdge)
end

---@param animator any
function AAPLSwipeTransitionDelegate.interactionControllerForPresentation(animator)
  return interactionController()
end

---@param animator any
function AAPLSwipeTransitionDelegate.interactionControllerForDismissal(animator)
  return interactionController()
end

return AAPLSwipeTransitionDelegate
