-- A card on the lower half of the screen over a blurred backdrop (T12.3), the way popular modal
-- libraries blur what they cover: an effect view with no effect is put behind the card, and its
-- `effect` is animated alongside the transition — UIBlurEffect("dark") on the way in, nil on the
-- way out. Alongside animations follow the transition (T5.2): an interactive dismissal scrubs the
-- blur with the finger, and a cancelled one runs it back to full (T5.6).
---@class presentations.blurred_backdrop : PresentationControllerScript
---@field blurView VisualEffectView?
local BlurredBackdrop = { debugName = "BlurredBackdropPresentationController" }

--- The effect view, made on first use, unblurred until the presentation animates it.
---@return VisualEffectView
function BlurredBackdrop:makeBlurView()
  if not self.blurView then
    local blur = UIVisualEffectView(nil, "backdropBlur")
    self.blurView = blur
  end
  return self.blurView
end

function BlurredBackdrop:frameOfPresentedViewInContainerView()
  local bounds = self.containerView.bounds
  return CGRect(0, bounds.size.height / 2, bounds.size.width, bounds.size.height / 2)
end

function BlurredBackdrop:presentationTransitionWillBegin()
  local blur = self:makeBlurView()
  blur.frame = self.containerView.bounds
  self.containerView:insertSubviewAt(blur, 0)
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animate(function() blur.effect = UIBlurEffect("dark") end, nil)
  else
    blur.effect = UIBlurEffect("dark")
  end
end

function BlurredBackdrop:dismissalTransitionWillBegin()
  local blur = self:makeBlurView()
  local coordinator = self.presentedViewController.transitionCoordinator
  if coordinator then
    coordinator:animate(function() blur.effect = nil end, nil)
  else
    blur.effect = nil
  end
end

function BlurredBackdrop:containerViewWillLayoutSubviews()
  self:makeBlurView().frame = self.containerView.bounds
  self.presentedView.frame = self.frameOfPresentedViewInContainerView
end

return BlurredBackdrop
