-- Apple's CustomTransitions sample, its adaptive presentation: the presentation controller's
-- delegate (AAPLAdaptivePresentationSecondViewController, UIAdaptivePresentationControllerDelegate)
-- answers .fullScreen when the environment is horizontally compact and shows the presented
-- controller as the root of a navigation controller with a Dismiss button; in a regular width it
-- answers "none" and the custom presentation runs as designed. Here the custom presentation is
-- AAPLCustomPresentationController's bottom sheet (presentations/aapl_custom.lua); the adaptive
-- callbacks are defined on its table, which makes it its own adaptive delegate.
-- `AAPLAdaptivePresentationController.new()` makes one (one per presentation).
local AAPLCustomPresentationController = require("presentations.aapl_custom")

local AAPLAdaptivePresentationController = {}

-- The stand-in for the navigation bar's Dismiss button (Stagecraft has no navigation bar).
AAPLAdaptivePresentationController.dismissButtonFrame = CGRect(16, 54, 80, 44)

function AAPLAdaptivePresentationController.new()
  local controller = AAPLCustomPresentationController.new()
  controller.debugName = "AAPLAdaptivePresentationController"

  -- Asked at presentation (and again when the traits change): "none" keeps the custom presentation.
  ---@param self ScriptPresentationController
  ---@param traitCollection UITraitCollection
  function controller.adaptivePresentationStyle(self, traitCollection)
    if traitCollection.horizontalSizeClass == "compact" then return "fullScreen" end
    return "none"
  end

  -- The controller shown instead: the presented one in a navigation controller, with a Dismiss
  -- button that dismisses it (the sample's unwind segue).
  ---@param self ScriptPresentationController
  ---@param style UIModalPresentationStyle
  function controller.viewControllerForAdaptivePresentationStyle(self, style)
    local presented = self.presentedViewController
    local navigation = UINavigationController(presented, "adaptiveNavigation")
    local dismissButton = UILabel(AAPLAdaptivePresentationController.dismissButtonFrame, "Dismiss", "dismissButton")
    dismissButton.isUserInteractionEnabled = true   -- a label ignores touches unless told (UIKit too)
    dismissButton:addGestureRecognizer(UITapGestureRecognizer(function() self.presentedViewController:dismiss(true) end))
    navigation.view:addSubview(dismissButton)
    return navigation
  end

  return controller
end

return AAPLAdaptivePresentationController
