-- A card flip, the shape of the widely copied "FlipPresentAnimationController" from public
-- UIKit transition tutorials, written from its documented behaviour: the from view turns away
-- about its vertical axis until it is edge-on, then the to view turns in from edge-on to face the
-- viewer, with perspective (m34 = -1/500) so the near edge grows and the far edge shrinks.
-- Keyframes split the duration in two halves; the layer transforms interpolate as Core Animation
-- does, by decomposition (L2.3). Works for presenting and dismissing alike (.fullScreen style, so
-- both views are given, T1.11).
local Flip = { debugName = "FlipAnimationController" }

--- `var transform = CATransform3DIdentity; transform.m34 = -1 / 500` then a turn about y.
local function yRotation(angle)
  local transform = CATransform3DIdentity
  transform.m34 = -1 / 500
  return CATransform3DRotate(transform, angle, 0, 1, 0)
end
Flip.yRotation = yRotation

---@param ctx TransitionContext
function Flip.transitionDuration(ctx)
  return ctx.isAnimated and 0.6 or 0
end

---@param ctx TransitionContext
function Flip.animateTransition(ctx)
  local containerView = ctx.containerView
  local fromView = ctx:view("from")
  local toView = ctx:view("to")
  toView.frame = ctx:finalFrame(ctx:viewController("to"))
  containerView:addSubview(toView)

  -- Neither side shows its back (the tutorials hide the card's reverse the same way).
  fromView.layer.isDoubleSided = false
  toView.layer.isDoubleSided = false
  fromView.layer.transform = yRotation(0)          -- perspective only: a flat layer looks the same
  toView.layer.transform = yRotation(math.pi / 2)  -- edge-on, waiting for the second half

  local duration = Flip.transitionDuration(ctx)
  UIView.animateKeyframes(duration, 0, nil, function()
    UIView.addKeyframe(0, 1 / 2, function()
      fromView.layer.transform = yRotation(-math.pi / 2)
    end)
    UIView.addKeyframe(1 / 2, 1 / 2, function()
      toView.layer.transform = yRotation(0)
    end)
  end, function(finished)
    -- Leave both views flat again, whatever the outcome (T6.6 reports what an animator leaves).
    fromView.layer.transform = CATransform3DIdentity
    toView.layer.transform = CATransform3DIdentity
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end)
end

return Flip
