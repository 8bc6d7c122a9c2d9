-- A card with a close button: the button's touchUpInside dismisses the presented screen.
---@class presentations.close_card : PresentationControllerScript
local CloseCard = { debugName = "CloseCardPresentationController" }

function CloseCard:frameOfPresentedViewInContainerView()
  return self.containerView.bounds:insetBy(24, 160)
end

function CloseCard:presentationTransitionWillBegin()
  local close = UIButton("close", "closeButton")
  close.frame = CGRect(330, 100, 30, 30)
  close:setTitle("Close", UIControl.State.normal)
  close:setImage("xmark", "normal")
  close:setTitleColor(UIColor.red, {"highlighted", "selected"})
  close.isEnabled = true
  close:addTarget(self, "closeTapped", UIControl.Event.touchUpInside)
  self.containerView:addSubview(close)
end

---@param sender Button
function CloseCard:closeTapped(sender)
  self.presentedViewController:dismiss(true, nil)
end

return CloseCard
