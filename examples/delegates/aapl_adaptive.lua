-- Apple's CustomTransitions sample, the adaptive presentation demo's transitioning delegate: it
-- vends the adaptive presentation controller (presentations/aapl_adaptive.lua) and the custom
-- presentation's animator, which also runs the adapted full-screen presentation (its final frame
-- is then the whole container).
local AAPLAdaptivePresentationController = require("presentations.aapl_adaptive")
local AAPLCustomPresentationAnimator = require("animators.aapl_custom")

local Delegate = { debugName = "AAPLAdaptivePresentationDelegate" }

---@param presented ViewController
---@param presenting ViewController?
---@param source ViewController
function Delegate.presentationControllerForPresented(presented, presenting, source)
  return AAPLAdaptivePresentationController.new()
end

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function Delegate.animationControllerForPresented(presented, presenting, source)
  return AAPLCustomPresentationAnimator
end

---@param dismissed ViewController
function Delegate.animationControllerForDismissed(dismissed)
  return AAPLCustomPresentationAnimator
end

return Delegate
