-- Seed S1 (MovesSeed.swift): Moves' animators over the base in animators/moves_animator.lua —
-- the modal sliding in from a side over the current context (a "TransformAnimator", whose
-- presenting-controller transform the coordinator resets on dismissal), sliding out, fading in
-- and fading out. `modalConfig` is ModalConfiguration's fields (width, height, alignments,
-- offsets, roundedCornersRadius; the rounded-corner mask becomes the view's cornerRadius).
-- The module is the library: `Moves.SlideInOverContextAnimator.new(…)` is Swift's module-qualified
-- `Moves.SlideInOverContextAnimator(…)`, each class made by its `new`.
local Animator = require("animators.moves_animator")

local Moves = {}

--- ModalConfiguration: the modal's size, place and corners.
local ModalConfiguration = {}
Moves.ModalConfiguration = ModalConfiguration

--- ModalConfiguration.new(): one with its defaults.
function ModalConfiguration.new()
  return {
    verticalOffset = 0, horizontalOffset = 0, horizontalAlignment = "centered", verticalAlignment = "centered",
    fromTop = true, height = 0, width = 0, roundedCorners = {}, roundedCornersRadius = 0,
  }
end

--- ModalAnimator.determineModalOriginPoint(from:).
---@param modalConfig table
---@param containerView View
local function determineModalOriginPoint(modalConfig, containerView)
  local destinationXPoint, destinationYPoint
  if modalConfig.horizontalAlignment == "centered" then
    destinationXPoint = containerView.frame.midX - modalConfig.width / 2
  elseif modalConfig.horizontalAlignment == "left" then
    destinationXPoint = modalConfig.horizontalOffset
  else  -- right
    destinationXPoint = (containerView.bounds.width - modalConfig.width) - modalConfig.horizontalOffset
  end
  if modalConfig.verticalAlignment == "centered" then
    destinationYPoint = containerView.frame.midY - modalConfig.height / 2
  elseif modalConfig.verticalAlignment == "top" then
    destinationYPoint = modalConfig.verticalOffset
  else  -- bottom
    destinationYPoint = (containerView.bounds.height - modalConfig.height) - modalConfig.verticalOffset
  end
  return CGPoint(destinationXPoint, destinationYPoint)
end

--- Moves the frame's origin by the container's size in `direction` (up, down, left, right): the
--- Swift's `switch slidingFrom { case .up: view.frame.origin.y -= containerView.frame.height … }`.
---@param view View
---@param direction "up"|"down"|"left"|"right"
---@param containerView View
local function slide(view, direction, containerView)
  if direction == "up" then
    view.frame.origin.y = view.frame.origin.y - containerView.frame.height
  elseif direction == "down" then
    view.frame.origin.y = view.frame.origin.y + containerView.frame.height
  elseif direction == "left" then
    view.frame.origin.x = view.frame.origin.x - containerView.frame.width
  else
    view.frame.origin.x = view.frame.origin.x + containerView.frame.width
  end
end

--- SlideInOverContextAnimator(slidingFrom:modalConfig:duration:).
local SlideInOverContextAnimator = Animator.subclass()
Moves.SlideInOverContextAnimator = SlideInOverContextAnimator

---@param slidingFrom "up"|"down"|"left"|"right"
---@param modalConfig table?
---@param duration number?
function SlideInOverContextAnimator.new(slidingFrom, modalConfig, duration)
  local self = Animator.new("SlideInOverContextAnimator", true, duration or 0.6, SlideInOverContextAnimator)
  self.isTransformAnimator = true
  self.slidingFrom = slidingFrom
  self.modalConfig = modalConfig or ModalConfiguration.new()
  self.presentingVCScale = 1
  return self
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
---@param completion fun()
function SlideInOverContextAnimator:performAnimations(transitionContext, presentingVC, presentedVC, completion)
  Animator.performAnimations(self, transitionContext, presentingVC, presentedVC, completion)  -- super

  -- Setup the transition
  local containerView = transitionContext.containerView
  local toView = transitionContext:view("to")
  containerView:addSubview(toView)

  -- Define frame
  toView.frame.size = CGSize(self.modalConfig.width, self.modalConfig.height)

  local destininationModalOriginPoint = determineModalOriginPoint(self.modalConfig, containerView)
  toView.frame.origin = destininationModalOriginPoint

  -- Set initial frame by determining where modal is sliding from and
  -- setting appropriate center point such that modal begins out of view.
  slide(toView, self.slidingFrom, containerView)

  -- Add Corner Radius to presenting view (a mask of `roundedCorners` in Moves)
  toView.cornerRadius = self.modalConfig.roundedCornersRadius

  -- Animate
  UIView.animateKeyframes(self.duration, 0, nil, function()
    UIView.addKeyframe(0, self.duration, function()
      -- Animate 'from' view controller: scale
      presentingVC.view.transform = CGAffineTransform{scaleX = self.presentingVCScale, y = self.presentingVCScale}

      presentedVC.view.frame.origin = destininationModalOriginPoint
    end)
  end, function(_)
    -- must call this to proceed to completing view controller transition.
    completion()
  end)
end

--- SlideOutOverContextAnimator(slidingTo:duration:): slides the modal out under the screen's edge.
local SlideOutOverContextAnimator = Animator.subclass()
Moves.SlideOutOverContextAnimator = SlideOutOverContextAnimator

---@param slidingTo "up"|"down"|"left"|"right"
---@param duration number
function SlideOutOverContextAnimator.new(slidingTo, duration)
  local self = Animator.new("SlideOutOverContextAnimator", false, duration, SlideOutOverContextAnimator)
  self.slidingTo = slidingTo
  return self
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
---@param completion fun()
function SlideOutOverContextAnimator:performAnimations(transitionContext, presentingVC, presentedVC, completion)
  Animator.performAnimations(self, transitionContext, presentingVC, presentedVC, completion)  -- super

  -- Setup the transition
  local containerView = transitionContext.containerView
  local fromView = transitionContext:view("from")

  UIView.animateKeyframes(self.duration, 0.0, nil, function()
    -- Slide view out
    slide(fromView, self.slidingTo, containerView)
  end, function(_)
    completion()
  end)
end

--- FadeInOverContextAnimator(modalConfig:duration:).
local FadeInOverContextAnimator = Animator.subclass()
Moves.FadeInOverContextAnimator = FadeInOverContextAnimator

---@param modalConfig table?
---@param duration number?
function FadeInOverContextAnimator.new(modalConfig, duration)
  local self = Animator.new("FadeInOverContextAnimator", true, duration or 0.6, FadeInOverContextAnimator)
  self.modalConfig = modalConfig or ModalConfiguration.new()
  return self
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
---@param completion fun()
function FadeInOverContextAnimator:performAnimations(transitionContext, presentingVC, presentedVC, completion)
  Animator.performAnimations(self, transitionContext, presentingVC, presentedVC, completion)  -- super

  -- Setup the transition
  local containerView = transitionContext.containerView
  local destininationModalOriginPoint = determineModalOriginPoint(self.modalConfig, containerView)
  local toView = transitionContext:view("to")
  containerView:addSubview(toView)

  -- Define frame
  toView.frame = CGRect(destininationModalOriginPoint.x, destininationModalOriginPoint.y,
                        self.modalConfig.width, self.modalConfig.height)
  toView.alpha = 0
  toView.cornerRadius = self.modalConfig.roundedCornersRadius

  UIView.animate(self.duration, function()
    toView.alpha = 1
  end, function(_)
    completion()
  end)
end

--- FadeOutOverContextAnimator(duration:).
local FadeOutOverContextAnimator = Animator.subclass()
Moves.FadeOutOverContextAnimator = FadeOutOverContextAnimator

---@param duration number
function FadeOutOverContextAnimator.new(duration)
  return Animator.new("FadeOutOverContextAnimator", false, duration, FadeOutOverContextAnimator)
end

---@param transitionContext TransitionContext
---@param presentingVC ViewController
---@param presentedVC ViewController
---@param completion fun()
function FadeOutOverContextAnimator:performAnimations(transitionContext, presentingVC, presentedVC, completion)
  Animator.performAnimations(self, transitionContext, presentingVC, presentedVC, completion)  -- super

  local fromView = transitionContext:view("from")
  UIView.animate(self.duration, function()
    fromView.alpha = 0
  end, function(_)
    completion()
  end)
end

return Moves
