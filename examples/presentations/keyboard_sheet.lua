-- A bottom sheet sized like Apple's AAPLCustomPresentationController sizes its presented view
-- (sizeForChildContentContainer answers the controller's preferredContentSize), resting on the
-- keyboard layout guide: just above the home indicator, and above the keyboard while it is up.
-- The sides keep out of the safe area (the Dynamic Island's side in landscape).
---@class presentations.keyboard_sheet : PresentationControllerScript
local KeyboardSheet = { debugName = "KeyboardSheetPresentationController" }

---@param container ViewController
---@param parentSize CGSize
---@return CGSize
function KeyboardSheet:sizeForChildContentContainer(container, parentSize)
  if container == self.presentedViewController then return container.preferredContentSize end
  return parentSize
end

---@return CGRect
function KeyboardSheet:frameOfPresentedViewInContainerView()
  local container = self.containerView
  local bounds, insets = container.bounds, container.safeAreaInsets
  local size = self:sizeForChildContentContainer(self.presentedViewController, bounds.size)
  -- With no keyboard, the guide's top is the safe area's bottom (above the home indicator).
  local bottom = container.keyboardLayoutGuide.layoutFrame.origin.y
  return CGRect(insets.left, bottom - size.height, bounds.size.width - insets.left - insets.right, size.height)
end

-- Called in every layout pass of the container: a rotation, the keyboard moving (inside its
-- animation, so the sheet rides along), a new preferredContentSize.
function KeyboardSheet:containerViewWillLayoutSubviews()
  self.presentedView.frame = self.frameOfPresentedViewInContainerView
end

---@param container ViewController
function KeyboardSheet:preferredContentSizeDidChangeForChildContentContainer(container)
  self.containerView:setNeedsLayout()
end

return KeyboardSheet
