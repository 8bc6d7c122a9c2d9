-- Seed S4 (ZoomSeed.swift, TransitionDetailsController): the transitioning delegate that is also
-- the animator ("return self"). Presenting: the list's tempImageView joins the detail and flies to
-- its final frame in keyframes while the detail fades in. Dismissing: the detail fades out and the
-- image flies back. The bonus pinch-to-dismiss drives the dismissal through a percent-driven
-- interaction; `restoresViewsOnCancel` (not in the article) undoes a cancelled dismissal (T6.6).
local TransitionDetailsController = {}

--- TransitionDetailsController.new(pinchToDismiss): a delegate table (for UIViewControllerTransitioningDelegate).
function TransitionDetailsController.new(pinchToDismiss)
  local self = {
    debugName = "TransitionDetailsController",
    pinchToDismiss = pinchToDismiss or false,
    restoresViewsOnCancel = true,
    interactiveTransition = UIPercentDrivenInteractiveTransition(),
  }

  -- this is the animation duration.
  ---@param transitionContext TransitionContext
  function self.transitionDuration(transitionContext)
    return 0.5
  end

  local function showPresentingAnimation(fromViewController, toViewController, transitionContext)
    -- The list's image view becomes a subview of the detail, so the dismissal can animate it back.
    local details = toViewController.userInfo
    local tempImage = fromViewController.userInfo.tempImageView
    details.tempImageInitialFrame = tempImage.frame
    details.tempImageView = tempImage
    details.interactiveTransition = self.interactiveTransition
    toViewController.view:addSubview(tempImage)

    toViewController.view.alpha = 0

    -- Just the animation of the tempImage
    UIView.animateKeyframes(0.5, 0, "calculationModePaced", function()
      UIView.addKeyframe(0.0, 0.90, function()
        UIView.animate(0.90, function()
          tempImage.frame = details.emojiImageViewFinalFrame
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
  local function showDismissAnimation(fromViewController, transitionContext)
    local details = fromViewController.userInfo
    UIView.animate(0.5, function()
      fromViewController.view.alpha = 0
      details.tempImageView.frame = details.tempImageInitialFrame
    end, function(_)
      local cancelled = transitionContext.transitionWasCancelled
      if cancelled and self.restoresViewsOnCancel then
        fromViewController.view.alpha = 1
        details.tempImageView.frame = details.emojiImageViewFinalFrame
      end
      transitionContext:completeTransition(not cancelled)
    end)
  end

  -- this is where we gonna put all of animations.
  ---@param transitionContext TransitionContext
  function self.animateTransition(transitionContext)
    local toViewController = transitionContext:viewController("to")  -- Mark 2
    local fromViewController = transitionContext:viewController("from")
    if toViewController.userInfo.emojiImageViewFinalFrame and fromViewController.userInfo.tempImageView then
      transitionContext.containerView:addSubview(toViewController.view)  -- Mark 3
      showPresentingAnimation(fromViewController, toViewController, transitionContext)  -- Mark 4
    elseif fromViewController.userInfo.emojiImageViewFinalFrame then  -- Mark 5
      showDismissAnimation(fromViewController, transitionContext)  -- Mark 6
    end
  end

  ---@param animator any
  function self.interactionControllerForDismissal(animator)
    if not self.pinchToDismiss then return nil end  -- commented out in the article's first version
    self.interactiveTransition.completionSpeed = 0.99
    return self.interactiveTransition
  end

  -- Mark 7
  ---@param presented ViewController
  ---@param presenting ViewController
  ---@param source ViewController
  function self.animationControllerForPresented(presented, presenting, source)
    return self
  end

  ---@param dismissed ViewController
  function self.animationControllerForDismissed(dismissed)
    return self
  end

  return self
end

return TransitionDetailsController
