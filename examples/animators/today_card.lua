-- The App Store "Today" card expansion. Presenting, the story's view starts as the card — pinned
-- to the container's edges by four constraints whose constants inset it to the card's frame, with
-- the card's 16-pt corners — and grows to full screen as the constants go to 0 and
-- `layoutIfNeeded()` runs inside a spring UIViewPropertyAnimator (0.6 s, damping ratio 0.8), the
-- corners squaring off with it. A tap while it grows interrupts it: the running animator is
-- reversed, so the card shrinks back the way it came and the presentation is cancelled. Dismissing, the constants go back to the card's insets and the
-- transform a drag gave the story (screens/today_detail.lua) back to identity, in a 0.5-s spring.
-- One animator serves both ways (delegates/today_card.lua sets `isPresenting` before handing it
-- out), so it keeps what the two share: the card the story grows out of, and the constraints that
-- pin the story to the container's edges, which the expansion makes and the dismissal changes back.
---@class TodayCardAnimator : Animator
---@field isPresenting boolean
---@field cardView View
---@field edgeConstraints LayoutConstraint[]?
---@field propertyAnimator PropertyAnimator?
local TodayCardAnimator = { debugName = "TodayCardAnimator" }
TodayCardAnimator.__index = TodayCardAnimator

TodayCardAnimator.cornerRadius = 16

---@param cardView View
---@return TodayCardAnimator
function TodayCardAnimator.new(cardView)
  return setmetatable({ isPresenting = true, cardView = cardView }, TodayCardAnimator)
end

---@param transitionContext TransitionContext
function TodayCardAnimator:transitionDuration(transitionContext)
  return self.isPresenting and 0.6 or 0.5
end

---@param transitionContext TransitionContext
function TodayCardAnimator:animateTransition(transitionContext)
  if self.isPresenting then self:expand(transitionContext) else self:collapse(transitionContext) end
end

---@param transitionContext TransitionContext
function TodayCardAnimator:interruptibleAnimator(transitionContext)
  return self.propertyAnimator
end

--- Sets the constants of the top, leading, trailing and bottom constraints that pin a view to
--- `containerView`'s edges so that they inset it to `frame`.
---@param edges LayoutConstraint[]
---@param frame CGRect
---@param containerView View
local function inset(edges, frame, containerView)
  local bounds = containerView.bounds
  edges[1].constant = frame.minY
  edges[2].constant = frame.minX
  edges[3].constant = frame.maxX - bounds.width
  edges[4].constant = frame.maxY - bounds.height
end

--- The card's frame in the container now (the list may have moved since the story opened).
---@param containerView View
function TodayCardAnimator:cardFrame(containerView)
  local cardView = self.cardView
  return containerView:convertFrom(cardView.bounds, cardView)
end

---@param transitionContext TransitionContext
function TodayCardAnimator:expand(transitionContext)
  local containerView = transitionContext.containerView
  local storyView = transitionContext:view("to")
  storyView.translatesAutoresizingMaskIntoConstraints = false
  containerView:addSubview(storyView)

  local cardFrame = self:cardFrame(containerView)
  local edges = {
    storyView.topAnchor:constraintEqualTo(containerView.topAnchor),
    storyView.leadingAnchor:constraintEqualTo(containerView.leadingAnchor),
    storyView.trailingAnchor:constraintEqualTo(containerView.trailingAnchor),
    storyView.bottomAnchor:constraintEqualTo(containerView.bottomAnchor),
  }
  inset(edges, cardFrame, containerView)
  NSLayoutConstraint.activate(edges)
  self.edgeConstraints = edges
  storyView.layer.cornerRadius = self.cornerRadius
  storyView.clipsToBounds = true
  containerView:layoutIfNeeded()  -- the story starts as the card

  for _, constraint in ipairs(edges) do constraint.constant = 0 end
  local animator = UIViewPropertyAnimator(self:transitionDuration(transitionContext), 0.8, function()
    containerView:layoutIfNeeded()
    storyView.layer.cornerRadius = 0
  end)

  -- A tap while the card grows sends it back.
  local tap = UITapGestureRecognizer(function() self:reverseExpansion() end)
  containerView:addGestureRecognizer(tap)

  animator:addCompletion(function(position)
    containerView:removeGestureRecognizer(tap)
    self.propertyAnimator = nil
    if position == "start" then
      -- Back where it started: the frames are, and the constants must say so too, or the next
      -- layout pass would move the story to full screen again.
      inset(edges, cardFrame, containerView)
    end
    transitionContext:completeTransition(position == "end")
  end)
  self.propertyAnimator = animator
  animator:startAnimation()
end

--- The interrupt: the running animator is reversed where it is (T7.3), so the card goes back the
--- way it came, on the same spring run backwards, in the time it took to get there.
function TodayCardAnimator:reverseExpansion()
  local animator = self.propertyAnimator
  if not animator or not animator.isRunning or animator.isReversed then return end
  animator.isReversed = true
end

---@param transitionContext TransitionContext
function TodayCardAnimator:collapse(transitionContext)
  local containerView = transitionContext.containerView
  local storyView = transitionContext:view("from")
  local edges = self.edgeConstraints
  if edges then inset(edges, self:cardFrame(containerView), containerView) end

  local animator = UIViewPropertyAnimator(self:transitionDuration(transitionContext), 0.8, function()
    containerView:layoutIfNeeded()
    storyView.transform = CGAffineTransform.identity
    storyView.layer.cornerRadius = self.cornerRadius
  end)
  animator:addCompletion(function(position)
    self.propertyAnimator = nil
    transitionContext:completeTransition(position == "end")
  end)
  self.propertyAnimator = animator
  animator:startAnimation()
end

return TodayCardAnimator
