-- Seed S5, "Custom Transitions in Navigation Controllers" (MasteringSeed.swift, NavigationDelegate):
-- "return SlideAnimator(operation: operation)".
local SlideAnimator = require("animators.slide")

---@class NavigationDelegate : TransitioningDelegateScript
local NavigationDelegate = { debugName = "NavigationDelegate" }

---@param navigationController NavigationController
---@param operation UINavigationControllerOperation
---@param fromVC ViewController
---@param toVC ViewController
function NavigationDelegate:navigationControllerAnimationControllerFor(navigationController, operation, fromVC, toVC)
  return SlideAnimator.new(operation)
end

return NavigationDelegate
