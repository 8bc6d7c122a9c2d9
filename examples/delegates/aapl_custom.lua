-- Apple's CustomTransitions sample: AAPLCustomPresentationController is the presented controller's
-- transitioning delegate, its presentation controller and its animator. In Lua the roles are
-- separate tables: this delegate vends a new presentation controller per presentation and the
-- animator half (animators/aapl_custom.lua).
local AAPLCustomPresentationController = require("presentations.aapl_custom")
local AAPLCustomPresentationAnimator = require("animators.aapl_custom")

local Delegate = { debugName = "AAPLCustomPresentationController" }

---@param presented ViewController
---@param presenting ViewController?
---@param source ViewController
function Delegate.presentationControllerForPresented(presented, presenting, source)
  return AAPLCustomPresentationController.new()
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
