-- A cube push, the "cube" transition of many UIKit transition libraries, written from its
-- documented behaviour: the two screens are two faces of a cube turning about its vertical axis.
-- Both views hinge on the edge they share (the from view's right edge, the to view's left edge on
-- a push): the edge slides across the screen while the from face turns away (its far edge going
-- back, −π/2 about y) and the to face turns in from edge-on (+π/2 → 0). The container's
-- sublayerTransform gives both one perspective, eye 600 pt away, centred on the screen (L2.2,
-- L2.5). Pop runs the same motion mirrored. Duration 0.6 s on UIKit's ease-in-out.
---@class CubeAnimator : Animator
---@field operation "push"|"pop"
local Cube = { debugName = "CubeAnimator" }
Cube.__index = Cube

Cube.duration = 0.6
Cube.eyeDistance = 600

--- Cube.new(operation): operation is "push" or "pop".
---@param operation "push"|"pop"
---@return CubeAnimator
function Cube.new(operation)
  return setmetatable({ operation = operation }, Cube)
end

---@param ctx TransitionContext
function Cube:transitionDuration(ctx)
  return ctx.isAnimated and Cube.duration or 0
end

--- A turn about the vertical axis: CATransform3DMakeRotation(angle, 0, 1, 0).
local function turn(angle)
  return CATransform3DMakeRotation(angle, 0, 1, 0)
end

---@param ctx TransitionContext
function Cube:animateTransition(ctx)
  local container = ctx.containerView
  local fromView, toView = ctx:view("from"), ctx:view("to")
  if not fromView or not toView then return end
  local fromFrame = ctx:initialFrame(ctx:viewController("from"))
  local toFrame = ctx:finalFrame(ctx:viewController("to"))
  local width, midY = container.bounds.width, container.bounds.height / 2
  local isPush = self.operation == "push"

  if isPush then container:addSubview(toView) else container:insertSubviewBelowSubview(toView, fromView) end
  toView.frame = toFrame

  -- The faces hinge on their shared edge: push, the from view's right edge (x = width) and the
  -- to view's left edge; pop, the other way round. anchorPoint moves the hinge, center places it.
  local fromAnchor, toAnchor = isPush and 1 or 0, isPush and 0 or 1
  local edgeStart, edgeEnd = isPush and width or 0, isPush and 0 or width
  -- Right-handed about y, +x turns toward −z (away from the viewer): a face on the left of its
  -- hinge turns away with a negative angle, a face on the right with a positive one.
  local away = isPush and -math.pi / 2 or math.pi / 2
  fromView.anchorPoint = CGPoint(fromAnchor, 0.5)
  fromView.center = CGPoint(edgeStart, midY)
  toView.anchorPoint = CGPoint(toAnchor, 0.5)
  toView.center = CGPoint(edgeStart, midY)
  toView.layer.transform = turn(-away)

  local perspective = CATransform3DIdentity
  perspective.m34 = -1 / Cube.eyeDistance
  container.layer.sublayerTransform = perspective

  UIView.animate(self:transitionDuration(ctx), 0, "curveEaseInOut", function()
    fromView.center = CGPoint(edgeEnd, midY)
    fromView.layer.transform = turn(away)
    toView.center = CGPoint(edgeEnd, midY)
    toView.layer.transform = CATransform3DIdentity
  end, function(_)
    local cancelled = ctx.transitionWasCancelled
    -- Flat, centred and where the context says, whatever the outcome.
    for _, v in ipairs({ fromView, toView }) do
      v.layer.transform = CATransform3DIdentity
      v.anchorPoint = CGPoint(0.5, 0.5)
    end
    fromView.frame = fromFrame
    toView.frame = toFrame
    container.layer.sublayerTransform = CATransform3DIdentity
    if cancelled then toView:removeFromSuperview() end
    ctx:completeTransition(not cancelled)
  end)
end

return Cube
