-- Seed S1 (MovesSeed.swift, Animator): the base of Moves' animators. It publishes its lifecycle
-- (will animate, animating, did animate) through a small observable the coordinator watches, and
-- animates "contextual view pairs": a snapshot of each starting view flies, in a canvas over the
-- container, from its frame converted up its (deeply nested) hierarchy to the destination's.
-- Subclasses (animators/moves.lua) override performAnimations and call the base's first, as the
-- Swift subclasses call `super.performAnimations`.
---@class MovesAnimator : Animator
---@field isPresenter boolean
---@field duration number
---@field events table the MiniObservable the coordinator watches
---@field registeredContextualViews (fun(): table[])?
---@field isTransformAnimator boolean? set by a subclass whose presentation transforms the presenting view
local Animator = { debugName = "Animator" }
Animator.__index = Animator

--- MiniObservable's Observable: `value`, `set(newValue)` (observers hear old and new), `observe(f)`.
---@param value any
function Animator.Observable(value)
  local observable = { value = value }
  local observers = {}
  function observable.set(newValue)
    local oldValue = observable.value
    observable.value = newValue
    for _, observer in ipairs(observers) do observer(oldValue, newValue) end
  end
  function observable.observe(observer) table.insert(observers, observer) end
  return observable
end

--- Animator.new(debugName, isPresenter, duration [, class]): an instance of `class` (a subclass
--- made by `Animator.subclass()`, Animator by default). The presenting controller is whichever
--- the context gives (Lua has no generic type to check it against).
---@param debugName string
---@param isPresenter boolean
---@param duration number
---@param class table?
---@return MovesAnimator
function Animator.new(debugName, isPresenter, duration, class)
  return setmetatable({
    debugName = debugName, isPresenter = isPresenter, duration = duration,
    events = Animator.Observable(nil),
    -- registeredContextualViews: a function returning { {fromView =, toView =}, … }, or nil
  }, class or Animator)
end

--- Swift's `class X: Animator`: a class whose instances find Animator's methods unless they override them.
---@return table
function Animator.subclass()
  local class = setmetatable({}, { __index = Animator })
  class.__index = class
  return class
end

---@param transitionContext TransitionContext
function Animator:transitionDuration(transitionContext)
  return self.duration
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
function Animator:prepareAnimationBlock(transitionContext, presentingVC, presentedVC)
  self.events.set({ kind = "transitionWillAnimate", transitionContext = transitionContext })
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
---@param completion fun()
function Animator:performAnimations(transitionContext, presentingVC, presentedVC, completion)
  self.events.set({ kind = "transitionAnimating", transitionContext = transitionContext })
  -- Should be subclassed; here we define how the presented view controller
  -- is animated in while the presenting view controller is animated out.
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
function Animator:completeAnimation(transitionContext, presentingVC, presentedVC)
  self.events.set({ kind = "transitionDidAnimate", transitionContext = transitionContext })
  transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
end

---@param isPresenting boolean
---@param transitionContext TransitionContext
---@param contextualViews {fromView: View, toView: View}[]
function Animator:animateContextualViews(isPresenting, transitionContext, contextualViews)
  local container = transitionContext.containerView

  for _, viewConfig in ipairs(contextualViews) do
    local canvas = UIView(container.bounds, "canvas")
    container:addSubview(canvas)

    local startingContextualView = isPresenting and viewConfig.fromView or viewConfig.toView
    local destinationContextualView = isPresenting and viewConfig.toView or viewConfig.fromView

    local snapshot = startingContextualView:snapshotView(true)
    if not snapshot then goto continue end

    do
      local startingAnimationFrame = startingContextualView.frame
      local startingAnimationCenter = startingContextualView.center
      local currentSuperView = startingContextualView.superview

      local function completeAnimation()
        DispatchQueue.main:async(function()
          destinationContextualView.alpha = 1
          canvas:removeFromSuperview()
        end)
      end

      while currentSuperView.superview ~= canvas do
        local animationSuperviewSuperView = currentSuperView.superview
        if not animationSuperviewSuperView then break end
        startingAnimationFrame = currentSuperView:convertTo(startingAnimationFrame, animationSuperviewSuperView)
        startingAnimationCenter = currentSuperView:convertTo(startingAnimationCenter, animationSuperviewSuperView)
        currentSuperView = animationSuperviewSuperView
      end

      local startingViewControllerView = transitionContext:view("from")
      if startingViewControllerView and not startingViewControllerView.bounds:contains(startingAnimationFrame) then
        -- Contextual view is completely outside it's containing view controller.
        -- Do not animate and clean up transition (Moves returns: no later pair is animated either).
        completeAnimation()
        return
      end

      local destinationFrame = destinationContextualView.frame
      local destinationCenter = destinationContextualView.center
      local currentDestinationSuperView = destinationContextualView.superview

      while currentDestinationSuperView.superview ~= canvas do
        local animationSuperviewSuperView = currentDestinationSuperView.superview
        if not animationSuperviewSuperView then break end
        destinationFrame = currentDestinationSuperView:convertTo(destinationFrame, animationSuperviewSuperView)
        destinationCenter = currentDestinationSuperView:convertTo(destinationCenter, animationSuperviewSuperView)
        currentDestinationSuperView = animationSuperviewSuperView
      end

      snapshot.frame = startingAnimationFrame
      snapshot.center = startingAnimationCenter

      canvas:addSubview(snapshot)

      startingContextualView.alpha = 0
      destinationContextualView.alpha = 0

      UIView.animate(self.duration, 0, { "curveEaseInOut", "allowAnimatedContent" }, function()
        snapshot.frame = destinationFrame
        snapshot.center = destinationCenter
      end, function(_)
        completeAnimation()
      end)
    end
    ::continue::
  end
end

---@param transitionContext TransitionContext
function Animator:animateTransition(transitionContext)
  -- A navigation controller presents from its root in UIKit, and it is the presenting
  -- controller Moves is given, so the context's controller is the one (never nil here).
  local presentingViewController = transitionContext:viewController(self.isPresenter and "from" or "to")
  local toVC = transitionContext:viewController(self.isPresenter and "to" or "from")

  -- Animate Contextual Views before preparation and primary animations if animator is a dismissor.
  -- Animate Contextual Views at the end if animator is presenter.
  local function animationContextualViewsIfNecessary()
    if self.registeredContextualViews then
      local contextualViews = self.registeredContextualViews()
      self:animateContextualViews(self.isPresenter, transitionContext, contextualViews)

      -- nil registered contextual views once animations are run
      -- we do not want to keep references to detail view controller subviews
      self.registeredContextualViews = nil
    end
  end

  if not self.isPresenter then animationContextualViewsIfNecessary() end

  -- Prepare, Perform, Complete animation lifecycles sequentially invoked
  self:prepareAnimationBlock(transitionContext, presentingViewController, toVC)
  self:performAnimations(transitionContext, presentingViewController, toVC, function()
    self:completeAnimation(transitionContext, presentingViewController, toVC)
  end)

  if self.isPresenter then animationContextualViewsIfNecessary() end
end

return Animator
