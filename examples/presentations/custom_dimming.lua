-- A presentation controller written out in full (UIKit's documented pattern, T4.5), for when the
-- ready DimmingPresentationController is not enough: a dimming view behind a centred card, faded
-- alongside the transition, laid out again with the container. As the Swift subclass keeps
-- `private let dimmingView`, each controller keeps its own in a field of `self`.
---@class presentations.custom_dimming : PresentationControllerScript
---@field dimmingView View?
local CardPresentationController = { debugName = "CardPresentationController" }

--- The dimming view, made on first use (Swift's `lazy var dimmingView`).
---@return View
function CardPresentationController:makeDimmingView()
  if not self.dimmingView then
    local view = UIView(CGRect.zero, "cardDimming")
    view.backgroundColor = UIColor(0, 0, 0, 0.4)
    self.dimmingView = view
  end
  return self.dimmingView
end

function CardPresentationController:frameOfPresentedViewInContainerView()
  return self.containerView.bounds:insetBy(24, 160)
end

function CardPresentationController:presentationTransitionWillBegin()
  local dimming = self:makeDimmingView()
  dimming.frame = self.containerView.bounds
  dimming.alpha = 0
  self.containerView:insertSubviewAt(dimming, 0)
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animate(function() dimming.alpha = 1 end, nil)
  else
    dimming.alpha = 1
  end
end

---@param completed boolean
function CardPresentationController:presentationTransitionDidEnd(completed)
  if not completed then self:makeDimmingView():removeFromSuperview() end
end

function CardPresentationController:dismissalTransitionWillBegin()
  local dimming = self:makeDimmingView()
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animate(function() dimming.alpha = 0 end, function(context)
      if context.isCancelled then dimming.alpha = 1 end
    end)
  else
    dimming.alpha = 0
  end
end

---@param completed boolean
function CardPresentationController:dismissalTransitionDidEnd(completed)
  if completed then self:makeDimmingView():removeFromSuperview() end
end

function CardPresentationController:containerViewWillLayoutSubviews()
  self:makeDimmingView().frame = self.containerView.bounds
  self.presentedView.frame = self.frameOfPresentedViewInContainerView
end

return CardPresentationController
