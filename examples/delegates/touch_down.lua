-- A touch-down interruptible transition, the pattern of Apple's WWDC 2016 session 216 "Advanced
-- Animations with UIKit": one object is the transitioning delegate, the animator and the interaction
-- controller. The presented screen slides up on a UIViewPropertyAnimator that runs by itself
-- (wantsInteractiveStart is false); a UILongPressGestureRecognizer with minimumPressDuration = 0 on
-- the container catches it the moment a finger lands (pauseAnimation), a pan then scrubs
-- fractionComplete one point of drag for one point of motion, and the release continues it with
-- continueAnimation(withTimingParameters:durationFactor:), forwards or reversed by the pan's
-- direction. The dismissal is the same motion the other way.
---@class TouchDownTransition : Animator, TransitioningDelegateScript, InteractiveTransitioning
---@field isPresenting boolean
---@field transitionContext TransitionContext?
---@field transitionAnimator PropertyAnimator?
---@field press LongPressGestureRecognizer?
---@field pan PanGestureRecognizer?
---@field fractionAtTouchDown number
---@field isInteracting boolean
local TouchDownTransition = { debugName = "TouchDownTransition" }
TouchDownTransition.__index = TouchDownTransition

-- Below this speed (points per second) the release goes the way the drag has got furthest.
TouchDownTransition.flickSpeed = 100

-- UIViewControllerInteractiveTransitioning: the transition runs by itself until a finger lands on it.
TouchDownTransition.wantsInteractiveStart = false

---@return TouchDownTransition
function TouchDownTransition.new()
  return setmetatable({ isPresenting = true, fractionAtTouchDown = 0, isInteracting = false }, TouchDownTransition)
end

-- MARK: UIViewControllerTransitioningDelegate

function TouchDownTransition:animationControllerForPresented(presented, presenting, source)
  self.isPresenting = true
  return self
end

function TouchDownTransition:animationControllerForDismissed(dismissed)
  self.isPresenting = false
  return self
end

function TouchDownTransition:interactionControllerForPresentation(animator) return self end
function TouchDownTransition:interactionControllerForDismissal(animator) return self end

-- MARK: UIViewControllerAnimatedTransitioning

---@param transitionContext TransitionContext
function TouchDownTransition:transitionDuration(transitionContext) return 0.8 end

-- The interaction controller starts the animator (startInteractiveTransition), as in Apple's sample.
---@param transitionContext TransitionContext
function TouchDownTransition:animateTransition(transitionContext) end

---@param transitionContext TransitionContext
function TouchDownTransition:interruptibleAnimator(transitionContext) return self.transitionAnimator end

-- MARK: UIViewControllerInteractiveTransitioning

---@param transitionContext TransitionContext
function TouchDownTransition:startInteractiveTransition(transitionContext)
  self.transitionContext = transitionContext
  local containerView = transitionContext.containerView
  local presented = transitionContext:viewController(self.isPresenting and "to" or "from")
  local shown = transitionContext:finalFrame(presented)
  if not self.isPresenting then shown = transitionContext:initialFrame(presented) end
  local below = shown:offsetBy(0, containerView.bounds.size.height)  -- just off the bottom edge

  local movingView
  if self.isPresenting then
    movingView = transitionContext:view("to")
    movingView.frame = below
    containerView:addSubview(movingView)
  else
    movingView = transitionContext:view("from")
  end
  local target = self.isPresenting and shown or below

  local animator = UIViewPropertyAnimator(self:transitionDuration(transitionContext), "easeInOut", function()
    movingView.frame = target
  end)
  animator:addCompletion(function(position)
    containerView:removeGestureRecognizer(self.press)
    containerView:removeGestureRecognizer(self.pan)
    self.transitionAnimator = nil
    transitionContext:completeTransition(position == "end")
  end)
  self.transitionAnimator = animator

  -- Touch-down catches the motion; both recognizers see the same finger.
  local press = UILongPressGestureRecognizer{ target = self, action = "handlePress", minimumPressDuration = 0 }
  local pan = UIPanGestureRecognizer{ target = self, action = "handlePan" }
  press.delegate = self
  pan.delegate = self
  containerView:addGestureRecognizer(press)
  containerView:addGestureRecognizer(pan)
  self.press, self.pan = press, pan

  animator:startAnimation()
end

-- MARK: UIGestureRecognizerDelegate

---@param gestureRecognizer GestureRecognizer
---@param other GestureRecognizer
function TouchDownTransition:gestureRecognizerShouldRecognizeSimultaneouslyWith(gestureRecognizer, other)
  return true
end

-- MARK: Interaction

--- Touch-down: pause the animator where it is drawn and tell the context it is interactive again.
---@param press LongPressGestureRecognizer
function TouchDownTransition:handlePress(press)
  local animator = self.transitionAnimator
  if not animator then return end
  if press.state == "began" then
    animator:pauseAnimation()
    self.transitionContext:pauseInteractiveTransition()
    self.fractionAtTouchDown = animator.fractionComplete
    self.isInteracting = true
  elseif press.state == "ended" or press.state == "cancelled" then
    -- A finger lifted without dragging (or taken by the system): carry on the way it was going.
    -- A drag ends in handlePan.
    if self.pan.state ~= "began" and self.pan.state ~= "changed" then
      self:endInteraction(true)
    end
  end
end

--- The drag scrubs: the view follows the finger one point for one point.
---@param pan PanGestureRecognizer
function TouchDownTransition:handlePan(pan)
  local animator = self.transitionAnimator
  if not animator or not self.isInteracting then return end
  local containerView = self.transitionContext.containerView
  local distance = containerView.bounds.size.height
  local towardsEnd = self.isPresenting and -1 or 1  -- up presents, down dismisses
  if pan.state == "began" or pan.state == "changed" or pan.state == "ended" then
    -- The lift may come with a last move: the view goes where the finger left it.
    local translation = pan:translation(containerView).y * towardsEnd
    local fraction = math.min(math.max(self.fractionAtTouchDown + translation / distance, 0), 1)
    animator.fractionComplete = fraction
    self.transitionContext:updateInteractiveTransition(fraction)
  end
  if pan.state == "ended" or pan.state == "cancelled" then
    local velocity = pan:velocity(containerView).y * towardsEnd
    local forwards
    if pan.state == "cancelled" then
      forwards = false
    elseif math.abs(velocity) >= self.flickSpeed then
      forwards = velocity > 0
    else
      forwards = animator.fractionComplete > 0.5
    end
    self:endInteraction(forwards)
  end
end

--- Continues the animator from where the finger left it: forwards finishes, reversed cancels. The
--- rest of the motion takes the share of the duration it has still to cover.
---@param forwards boolean
function TouchDownTransition:endInteraction(forwards)
  local animator = self.transitionAnimator
  if not animator or not self.isInteracting then return end
  self.isInteracting = false
  local fraction = animator.fractionComplete
  if forwards then
    self.transitionContext:finishInteractiveTransition()
  else
    self.transitionContext:cancelInteractiveTransition()
  end
  animator.isReversed = not forwards
  local remaining = forwards and 1 - fraction or fraction
  animator:continueAnimation(nil, math.max(remaining, 0.01))
end

return TouchDownTransition
