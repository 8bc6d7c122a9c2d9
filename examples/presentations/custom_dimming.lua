-- A presentation controller written out in full (UIKit's documented pattern, T4.5), for when the
-- ready DimmingPresentationController is not enough: a dimming view behind a centred card, faded
-- alongside the transition, laid out again with the container.
---@class presentations.custom_dimming : PresentationControllerScript
local CardPresentationController = { debugName = "CardPresentationController" }

-- One per controller, keyed by its handle. Not a weak-keyed table: nothing else in Lua holds the
-- handle between callbacks, so the collector could drop the entry and the next callback would see
-- a new handle for the same controller (and make a second dimming view). Entries go when done.
local dimmingViews = {}

local function dimmingView(self)
  local view = dimmingViews[self]
  if not view then
    view = UIView(CGRect.zero, "cardDimming")
    view.backgroundColor = UIColor(0, 0, 0, 0.4)
    dimmingViews[self] = view
  end
  return view
end

function CardPresentationController:frameOfPresentedViewInContainerView()
  return self.containerView.bounds:insetBy(24, 160)
end

function CardPresentationController:presentationTransitionWillBegin()
  local dimming = dimmingView(self)
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
  if not completed then
    dimmingView(self):removeFromSuperview()
    dimmingViews[self] = nil
  end
end

function CardPresentationController:dismissalTransitionWillBegin()
  local dimming = dimmingView(self)
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
  if completed then
    dimmingView(self):removeFromSuperview()
    dimmingViews[self] = nil
  end
end

function CardPresentationController:containerViewWillLayoutSubviews()
  dimmingView(self).frame = self.containerView.bounds
  self.presentedView.frame = self.frameOfPresentedViewInContainerView
end

return CardPresentationController
