-- Seed S1 (MovesSeed.swift): Moves' animators over the base in animators/moves_animator.lua —
-- the modal sliding in from a side over the current context (a "TransformAnimator", whose
-- presenting-controller transform the coordinator resets on dismissal), sliding out, fading in
-- and fading out. `modalConfig` is ModalConfiguration's fields (width, height, alignments,
-- offsets, roundedCornersRadius; the rounded-corner mask becomes the view's cornerRadius).
local Animator = require("animators.moves_animator")

local Moves = {}

--- ModalConfiguration() with its defaults.
function Moves.ModalConfiguration()
  return {
    verticalOffset = 0, horizontalOffset = 0, horizontalAlignment = "centered", verticalAlignment = "centered",
    fromTop = true, height = 0, width = 0, roundedCorners = {}, roundedCornersRadius = 0,
  }
end

--- ModalAnimator.determineModalOriginPoint(from:).
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

-- Swift's `view.frame.origin = p` and `view.frame.size = s`: frames are values, so read, change, set.
local function setOrigin(view, x, y)
  local frame = view.frame
  view.frame = CGRect(x, y, frame.size.width, frame.size.height)
end
local function setSize(view, width, height)
  local frame = view.frame
  view.frame = CGRect(frame.origin.x, frame.origin.y, width, height)
end

--- Moves the frame's origin by the container's size in `direction` (up, down, left, right).
local function slide(view, direction, containerView)
  local origin = view.frame.origin
  if direction == "up" then
    setOrigin(view, origin.x, origin.y - containerView.frame.height)
  elseif direction == "down" then
    setOrigin(view, origin.x, origin.y + containerView.frame.height)
  elseif direction == "left" then
    setOrigin(view, origin.x - containerView.frame.width, origin.y)
  else
    setOrigin(view, origin.x + containerView.frame.width, origin.y)
  end
end

--- SlideInOverContextAnimator(slidingFrom:modalConfig:duration:).
function Moves.SlideInOverContextAnimator(slidingFrom, modalConfig, duration)
  local self = Animator.new("SlideInOverContextAnimator", true, duration or 0.6)
  self.isTransformAnimator = true
  self.modalConfig = modalConfig or Moves.ModalConfiguration()
  local presentingVCScale = 1

  local super = self.performAnimations
  function self.performAnimations(transitionContext, presentingVC, presentedVC, completion)
    super(transitionContext, presentingVC, presentedVC, completion)

    -- Setup the transition
    local containerView = transitionContext.containerView
    local toView = transitionContext:view("to")
    containerView:addSubview(toView)

    -- Define frame
    setSize(toView, self.modalConfig.width, self.modalConfig.height)

    local destininationModalOriginPoint = determineModalOriginPoint(self.modalConfig, containerView)
    setOrigin(toView, destininationModalOriginPoint.x, destininationModalOriginPoint.y)

    -- Set initial frame by determining where modal is sliding from and
    -- setting appropriate center point such that modal begins out of view.
    slide(toView, slidingFrom, containerView)

    -- Add Corner Radius to presenting view (a mask of `roundedCorners` in Moves)
    toView.cornerRadius = self.modalConfig.roundedCornersRadius

    -- Animate
    UIView.animateKeyframes(self.duration, 0, nil, function()
      UIView.addKeyframe(0, self.duration, function()
        -- Animate 'from' view controller: scale
        presentingVC.view.transform = CGAffineTransform{scaleX = presentingVCScale, y = presentingVCScale}

        setOrigin(presentedVC.view, destininationModalOriginPoint.x, destininationModalOriginPoint.y)
      end)
    end, function(_)
      -- must call this to proceed to completing view controller transition.
      completion()
    end)
  end

  return self
end

--- SlideOutOverContextAnimator(slidingTo:duration:): slides the modal out under the screen's edge.
function Moves.SlideOutOverContextAnimator(slidingTo, duration)
  local self = Animator.new("SlideOutOverContextAnimator", false, duration)

  local super = self.performAnimations
  function self.performAnimations(transitionContext, presentingVC, presentedVC, completion)
    super(transitionContext, presentingVC, presentedVC, completion)

    -- Setup the transition
    local containerView = transitionContext.containerView
    local fromView = transitionContext:view("from")

    UIView.animateKeyframes(self.duration, 0.0, nil, function()
      -- Slide view out
      slide(fromView, slidingTo, containerView)
    end, function(_)
      completion()
    end)
  end

  return self
end

--- FadeInOverContextAnimator(modalConfig:duration:).
function Moves.FadeInOverContextAnimator(modalConfig, duration)
  local self = Animator.new("FadeInOverContextAnimator", true, duration or 0.6)
  self.modalConfig = modalConfig or Moves.ModalConfiguration()

  local super = self.performAnimations
  function self.performAnimations(transitionContext, presentingVC, presentedVC, completion)
    super(transitionContext, presentingVC, presentedVC, completion)

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

  return self
end

--- FadeOutOverContextAnimator(duration:).
function Moves.FadeOutOverContextAnimator(duration)
  local self = Animator.new("FadeOutOverContextAnimator", false, duration)

  local super = self.performAnimations
  function self.performAnimations(transitionContext, presentingVC, presentedVC, completion)
    super(transitionContext, presentingVC, presentedVC, completion)

    local fromView = transitionContext:view("from")
    UIView.animate(self.duration, function()
      fromView.alpha = 0
    end, function(_)
      completion()
    end)
  end

  return self
end

Moves.setOrigin = setOrigin
return Moves
