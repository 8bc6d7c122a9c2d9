-- Seed S4 (ZoomSeed.swift, TransitionDetailsController): the transitioning delegate that is also
-- the animator ("return self"). Presenting: the list's tempImageView joins the detail and flies to
-- its final frame in keyframes while the detail fades in. Dismissing: the detail fades out and the
-- image flies back. The bonus pinch-to-dismiss drives the dismissal through a percent-driven
-- interaction; `restoresViewsOnCancel` (not in the article) undoes a cancelled dismissal (T6.6).
-- A class: its instance is both roles, and its methods get it as `self`.
---@class TransitionDetailsController : Animator, TransitioningDelegateScript
---@field pinchToDismiss boolean
---@field restoresViewsOnCancel boolean
---@field interactiveTransition PercentDrivenInteractiveTransition
local TransitionDetailsController = { debugName = "TransitionDetailsController" }
TransitionDetailsController.__index = TransitionDetailsController

--- TransitionDetailsController.new(pinchToDismiss): a delegate table (for UIViewControllerTransitioningDelegate).
---@param pinchToDismiss boolean?
---@return TransitionDetailsController
function TransitionDetailsController.new(pinchToDismiss)
  return setmetatable({
    pinchToDismiss = pinchToDismiss or false,
    restoresViewsOnCancel = true,
    interactiveTransition = UIPercentDrivenInteractiveTransition(),
  }, TransitionDetailsController)
end

-- this is the animation duration.
---@param transitionContext TransitionContext
function TransitionDetailsController:transitionDuration(transitionContext)
  return 0.5
end

---@param fromViewController ListViewController
---@param toViewController DetailsViewController
---@param transitionContext TransitionContext
function TransitionDetailsController:showPresentingAnimation(fromViewController, toViewController, transitionContext)
  -- The list's image view becomes a subview of the detail, so the dismissal can animate it back.
  local tempImage = fromViewController.tempImageView
  toViewController.tempImageInitialFrame = tempImage.frame
  toViewController.tempImageView = tempImage
  toViewController.interactiveTransition = self.interactiveTransition
  toViewController.view:addSubview(tempImage)

  toViewController.view.alpha = 0

  -- Just the animation of the tempImage
  UIView.animateKeyframes(0.5, 0, "calculationModePaced", function()
    UIView.addKeyframe(0.0, 0.90, function()
      UIView.animate(0.90, function()
        tempImage.frame = toViewController.emojiImageViewFinalFrame
      end)
    end)

    UIView.addKeyframe(0.9, 0.10, function()
      UIView.animate(0.10, function()
        toViewController.view.alpha = 1
      end)
    end)
  end, function(_)
    transitionContext:completeTransition(true)
  end)
end

-- the dismiss animation
---@param fromViewController DetailsViewController
---@param transitionContext TransitionContext
function TransitionDetailsController:showDismissAnimation(fromViewController, transitionContext)
  UIView.animate(0.5, function()
    fromViewController.view.alpha = 0
    fromViewController.tempImageView.frame = fromViewController.tempImageInitialFrame
  end, function(_)
    local cancelled = transitionContext.transitionWasCancelled
    if cancelled and self.restoresViewsOnCancel then
      fromViewController.view.alpha = 1
      fromViewController.tempImageView.frame = fromViewController.emojiImageViewFinalFrame
    end
    transitionContext:completeTransition(not cancelled)
  end)
end

-- this is where we gonna put all of animations.
---@param transitionContext TransitionContext
function TransitionDetailsController:animateTransition(transitionContext)
  -- there are three View Controllers involved in every View Controller animation transition.
  local toViewController = transitionContext:viewController("to")  -- Mark 2
  local fromViewController = transitionContext:viewController("from")
  if toViewController:isKind("DetailsViewController") and fromViewController:isKind("ListViewController") then
    transitionContext.containerView:addSubview(toViewController.view)  -- Mark 3
    self:showPresentingAnimation(fromViewController, toViewController, transitionContext)  -- Mark 4
  elseif fromViewController:isKind("DetailsViewController") then  -- Mark 5
    self:showDismissAnimation(fromViewController, transitionContext)  -- Mark 6
  end
end

---@param animator any
function TransitionDetailsController:interactionControllerForDismissal(animator)
  if not self.pinchToDismiss then return nil end  -- commented out in the article's first version
  self.interactiveTransition.completionSpeed = 0.99
  return self.interactiveTransition
end

-- Mark 7
---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function TransitionDetailsController:animationControllerForPresented(presented, presenting, source)
  return self
end

---@param dismissed ViewController
function TransitionDetailsController:animationControllerForDismissed(dismissed)
  return self
end

return TransitionDetailsController
