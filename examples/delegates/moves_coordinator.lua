-- Seed S1 (MovesSeed.swift, MovesCoordinator): the transitioning delegate vending Moves' presenter
-- and dismisser. It watches their lifecycle events to keep a dim overlay in the container in
-- step (faded in with the presentation, out with the dismissal), resets the presenting
-- controller's transform, registers the contextual view pairs for both directions, and once
-- presented handles a pan on the modal with a distance threshold: past it dismisses, short of it
-- springs back. `coordinator.transitioningDelegate` is the delegate object to set on a controller.

---@class MovesCoordinator
---@field presenter MovesAnimator
---@field dismisser MovesAnimator
---@field movesConfig table
---@field dimConfig table
---@field panConfig table
---@field originPoint CGPoint
---@field presentingViewController ViewController?
---@field presentedViewController ViewController?
---@field dimBackgroundView View?
---@field transitioningDelegate TransitioningDelegate the delegate object a presented controller holds
local MovesCoordinator = { debugName = "MovesCoordinator" }
MovesCoordinator.__index = MovesCoordinator

function MovesCoordinator.defaultMovesConfig()
  return { showBackgroundDimView = true, dismissDimViewOnTap = true, pannable = false, unwindContextualViewsOnDismiss = true }
end

function MovesCoordinator.defaultDimConfig()
  return { showBackgroundDimView = true, dismissDimViewOnTap = true, dimAnimationDuration = 0.5 }
end

--- MovesCoordinator.new(presenter, dismisser [, movesConfig, dimConfig]).
---@param presenter MovesAnimator
---@param dismisser MovesAnimator
---@param movesConfig table?
---@param dimConfig table?
---@return MovesCoordinator
function MovesCoordinator.new(presenter, dismisser, movesConfig, dimConfig)
  local self = setmetatable({
    presenter = presenter, dismisser = dismisser,
    movesConfig = movesConfig or MovesCoordinator.defaultMovesConfig(),
    dimConfig = dimConfig or MovesCoordinator.defaultDimConfig(),
    -- PannableConfiguration.defaultOptions()
    panConfig = { direction = "free", dismissRadiusThreshold = 50, lockedDirections = {} },
    originPoint = CGPoint.zero,
    -- Weak in Swift; here cleared by performCleanup once the modal is dismissed.
    presentingViewController = nil, presentedViewController = nil,
    dimBackgroundView = nil,
  }, MovesCoordinator)
  self:observeAnimatorLifeCycles(presenter, dismisser)
  -- The delegate object a controller holds (weakly): this table keeps it.
  self.transitioningDelegate = UIViewControllerTransitioningDelegate(self)
  return self
end

---@param duration number
function MovesCoordinator:removeDim(duration)
  UIView.animate(duration, 0, nil, function()
    if self.dimBackgroundView then self.dimBackgroundView.backgroundColor = UIColor{white = 0.0, alpha = 0} end
  end, function(_)
    if self.dimBackgroundView then self.dimBackgroundView:removeFromSuperview() end
    self.dimBackgroundView = nil
  end)
end

function MovesCoordinator:performCleanup()
  self.presentedViewController = nil
  self.presentingViewController = nil
  self.presenter.registeredContextualViews = nil
  self.dismisser.registeredContextualViews = nil
  self.presenter.events.set(nil)
  self.dismisser.events.set(nil)
end

---@param animator MovesAnimator
---@param transitionContext TransitionContext
function MovesCoordinator:resetVCTransformationsIfNecessary(animator, transitionContext)
  -- Make sure we are dismissing and presenter transformed presenting view controller
  if animator.isPresenter or not self.presenter.isTransformAnimator then return end

  -- Reset any view transformations presenter made
  DispatchQueue.main:async(function()
    UIView.animate(self.dismisser:transitionDuration(transitionContext), function()
      if self.presentingViewController then self.presentingViewController.view.transform = CGAffineTransform.identity end
    end)
  end)
end

---@param isPresenting boolean
---@param transitionContext TransitionContext
function MovesCoordinator:handleBackgroundDimView(isPresenting, transitionContext)
  if isPresenting then
    local toView = transitionContext:view("to")
    if not toView then return end
    if self.dimBackgroundView then return end

    local containerView = transitionContext.containerView

    -- Create dim view
    local dimView = UIView(containerView.bounds, "dim")
    dimView.backgroundColor = UIColor{white = 0.0, alpha = 0}
    -- Moves inserts it below the to view, which is not in the container yet: with the container
    -- still empty it can only land at the back (see the Swift port).
    if toView.superview == containerView then
      containerView:insertSubviewBelowSubview(dimView, toView)
    else
      containerView:insertSubviewAt(dimView, 0)
    end

    -- keep reference to dim view for future dismissal
    self.dimBackgroundView = dimView

    UIView.animate(self.presenter.duration, 0, nil, function()
      dimView.backgroundColor = UIColor{white = 0.0, alpha = 0.7}
    end, nil)
  else
    self:removeDim(self.dismisser.duration)
  end
end

---@param presenter MovesAnimator
---@param dismisser MovesAnimator
function MovesCoordinator:observeAnimatorLifeCycles(presenter, dismisser)
  for _, animator in ipairs({ presenter, dismisser }) do
    animator.events.observe(function(_, event)
      if not event then return end
      if event.kind == "transitionDidAnimate" then
        -- clean up any references coordinator has with the transition that just finished
        if not animator.isPresenter then self:performCleanup() end
      elseif event.kind == "transitionWillAnimate" then
        if self.presentingViewController then self.presentingViewController.view.transform = CGAffineTransform.identity end

        self:resetVCTransformationsIfNecessary(animator, event.transitionContext)

        if self.movesConfig.showBackgroundDimView then
          self:handleBackgroundDimView(animator.isPresenter, event.transitionContext)
        end
      end
    end)
  end
end

--- handlePan(_ gesture:) on the presented controller's view, with the movement since the last call.
---@param translation CGPoint
---@param velocity CGPoint
---@param state UIGestureRecognizerState
function MovesCoordinator:handlePan(translation, velocity, state)
  local presentedVC = self.presentedViewController
  if not presentedVC then return end
  local toView = presentedVC.view

  -- On Pan
  local xTranslation, yTranslation = 0, 0
  local direction = self.panConfig.direction
  if direction == "horizontal" then
    xTranslation = translation.x
  elseif direction == "vertical" then
    yTranslation = translation.y
  else
    xTranslation, yTranslation = translation.x, translation.y
  end

  for _, lockedDirection in ipairs(self.panConfig.lockedDirections) do
    if lockedDirection == "up" then
      if yTranslation < 0 then yTranslation = 0 end
    elseif lockedDirection == "down" then
      if yTranslation > 0 then yTranslation = 0 end
    elseif lockedDirection == "left" then
      if xTranslation < 0 then xTranslation = 0 end
    elseif lockedDirection == "right" then
      if xTranslation > 0 then xTranslation = 0 end
    end
  end

  toView.center = CGPoint(toView.center.x + xTranslation, toView.center.y + yTranslation)

  -- On Release
  if state == "ended" then
    local function distance(a, b)
      local xDist, yDist = a.x - b.x, a.y - b.y
      return math.sqrt((xDist * xDist) + (yDist * yDist))
    end

    local distanceFromCenter = distance(self.originPoint, toView.frame.origin)

    DispatchQueue.main:async(function()
      if distanceFromCenter > self.panConfig.dismissRadiusThreshold then
        presentedVC:dismiss(true)
      else
        UIView.animate{duration = 0.5, delay = 0, usingSpringWithDamping = 0.8, initialSpringVelocity = 1, animations = function()
          toView.frame.origin = self.originPoint
        end}
      end
    end)
  end
end

function MovesCoordinator:enablePan()
  local toView = self.presentedViewController and self.presentedViewController.view
  if not toView then return end
  local pan = UIPanGestureRecognizer("movesPan")
  pan:addTarget(function(gesture)
    self:handlePan(gesture:translation(toView), gesture:velocity(toView), gesture.state)
    gesture:setTranslation(CGPoint.zero, toView)
  end)
  toView:addGestureRecognizer(pan)

  -- keep a reference of origin when we need to
  -- animated back to starting position(minimal pan gestures)
  self.originPoint = toView.frame.origin
end

--- dimBackgroundTapped(): the tap on the dim view.
function MovesCoordinator:dimBackgroundTapped()
  -- Dismiss presented view controller
  if self.presentedViewController then self.presentedViewController:dismiss(true) end
end

--- present(presentedVC, presentingVC [, registeredContextualViews]).
---@param presentedVC ViewController
---@param presentingVC ViewController
---@param registeredContextualViews (fun(): {fromView: View, toView: View}[])?
function MovesCoordinator:present(presentedVC, presentingVC, registeredContextualViews)
  self.presenter.registeredContextualViews = registeredContextualViews
  self.presentedViewController = presentedVC
  self.presentingViewController = presentingVC

  -- Register the same contextual views for the dismiss transition back.
  -- This animates contextual views back into place when dismissing.
  if self.movesConfig.unwindContextualViewsOnDismiss then
    self.dismisser.registeredContextualViews = registeredContextualViews
  end

  presentedVC.transitioningDelegate = self.transitioningDelegate
  presentedVC.modalPresentationStyle = "overFullScreen"  -- .overCurrentContext in Moves
  presentingVC:present(presentedVC, true, function()
    if self.movesConfig.pannable then self:enablePan() end
  end)
end

-- MARK: UIViewControllerTransitioningDelegate

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function MovesCoordinator:animationControllerForPresented(presented, presenting, source)
  return self.presenter
end

---@param dismissed ViewController
function MovesCoordinator:animationControllerForDismissed(dismissed)
  return self.dismisser
end

return MovesCoordinator
