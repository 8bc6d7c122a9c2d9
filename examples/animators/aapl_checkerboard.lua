-- Apple's CustomTransitions sample, AAPLCheckerboardTransitionAnimator, written from its documented
-- behaviour: a navigation push (or pop) that cuts both screens into square tiles and turns every tile
-- half a turn about its vertical axis, the old screen on its front and the new one on its back, in a
-- wave along the screen's diagonal. The sample's numbers: 3 s in all, tiles a tenth of the width
-- (rounded), perspective m34 = −1/900 shared by all tiles, a spacing of 160 pt along the diagonal.
-- The sample draws each screen into an image and gives each tile a layer showing its part of it; in
-- Lua each face is a resizable snapshot of its part of the screen (KT1.1).
local AAPLCheckerboardTransitionAnimator = { debugName = "AAPLCheckerboardTransitionAnimator" }

AAPLCheckerboardTransitionAnimator.spacing = 160

---@param ctx TransitionContext
function AAPLCheckerboardTransitionAnimator.transitionDuration(ctx)
  return 3.0
end

--- The position of `vc` in its navigation stack, or math.huge when it is no longer there (the
--- controller being popped), as the sample's indexOfObject: answers NSNotFound.
---@param vc ViewController
local function stackIndex(vc)
  local navigationController = vc.navigationController
  if navigationController then
    for index, each in ipairs(navigationController.viewControllers) do
      if each == vc then return index end
    end
  end
  return math.huge
end

--- CATransform3DMakeRotation(angle, 0, y, 0): half turns about the vertical axis, one way or the other.
local function halfTurn(y)
  return CATransform3DMakeRotation(math.pi, 0, y, 0)
end

---@param ctx TransitionContext
function AAPLCheckerboardTransitionAnimator.animateTransition(ctx)
  local fromViewController, toViewController = ctx:viewController("from"), ctx:viewController("to")
  local containerView = ctx.containerView
  local fromView, toView = ctx:view("from"), ctx:view("to")
  if not fromView or not toView then return end

  -- A push puts the new controller higher on the stack than the one leaving.
  local isPush = stackIndex(toViewController) < math.huge and stackIndex(toViewController) > stackIndex(fromViewController)

  fromView.frame = ctx:initialFrame(fromViewController)
  toView.frame = ctx:finalFrame(toViewController)
  containerView:addSubview(toView)

  -- Everything turns inside one container with a shared perspective, over a black backdrop.
  local transitionContainer = UIView(containerView.bounds, "checkerboard")
  transitionContainer.backgroundColor = "black"
  containerView:addSubview(transitionContainer)
  local perspective = CATransform3DIdentity
  perspective.m34 = -1 / 900
  transitionContainer.layer.sublayerTransform = perspective

  local bounds = transitionContainer.bounds
  local sliceSize = math.floor(bounds.width / 10 + 0.5)
  local horizontalSlices = math.ceil(bounds.width / sliceSize)
  local verticalSlices = math.ceil(bounds.height / sliceSize)
  local duration = AAPLCheckerboardTransitionAnimator.transitionDuration(ctx)
  local spacing = AAPLCheckerboardTransitionAnimator.spacing

  -- The wave runs along the diagonal: top left to bottom right on a push, back on a pop.
  local vector = isPush and { dx = bounds.maxX - bounds.minX, dy = bounds.maxY - bounds.minY }
                         or { dx = bounds.minX - bounds.maxX, dy = bounds.minY - bounds.maxY }
  local vectorLength = math.sqrt(vector.dx ^ 2 + vector.dy ^ 2)

  local pending, rowsBuilt = 0, 0
  local function buildRow(y)
    for x = 0, horizontalSlices - 1 do
      local rect = CGRect(x * sliceSize, y * sliceSize, sliceSize, sliceSize)
      -- The back face: the new screen, turned away (its model values, as it is not on screen yet).
      local toSquare = toView:resizableSnapshotView(rect, true, UIEdgeInsets.zero)
      toSquare.name = "to tile " .. x .. "," .. y
      toSquare.frame = rect
      toSquare.layer.isDoubleSided = false
      toSquare.layer.transform = halfTurn(1)
      -- The front face: what is on screen now.
      local fromSquare = fromView:resizableSnapshotView(rect, false, UIEdgeInsets.zero)
      fromSquare.name = "from tile " .. x .. "," .. y
      fromSquare.frame = rect
      fromSquare.layer.isDoubleSided = false
      transitionContainer:addSubview(toSquare)
      transitionContainer:addSubview(fromSquare)

      -- How far along the wave the tile is: its corner (the top left on a push, the bottom right
      -- on a pop) projected on the vector. It starts that far into the run and turns for the time
      -- the wave takes to cover `spacing`.
      local origin
      if isPush then
        origin = { dx = rect.minX - bounds.minX, dy = rect.minY - bounds.minY }
      else
        origin = { dx = rect.maxX - bounds.maxX, dy = rect.maxY - bounds.maxY }
      end
      local projection = math.abs(origin.dx * vector.dx + origin.dy * vector.dy) / vectorLength
      local startTime = projection / (vectorLength + spacing) * duration
      local sliceDuration = (projection + spacing) / (vectorLength + spacing) * duration - startTime

      pending = pending + 1
      UIView.animate(sliceDuration, startTime, nil, function()
        toSquare.layer.transform = CATransform3DIdentity
        fromSquare.layer.transform = halfTurn(-1)
      end, function(_)
        pending = pending - 1
        if pending == 0 and rowsBuilt == verticalSlices then
          local wasCancelled = ctx.transitionWasCancelled
          transitionContainer:removeFromSuperview()
          if wasCancelled then toView:removeFromSuperview() end
          ctx:completeTransition(not wasCancelled)
        end
      end)
    end
    rowsBuilt = rowsBuilt + 1
  end

  -- The sample builds every tile in this call. Lua callbacks run under a time budget
  -- (docs/sandbox.md) and 440 faces come close to it on a loaded machine, so the first row is
  -- built now and each other row on the main queue, at this same instant (as the sample defers its
  -- new screen's images): every tile is in place, with the same timing, before the next frame.
  buildRow(0)
  for y = 1, verticalSlices - 1 do
    DispatchQueue.main:async(function() buildRow(y) end)
  end
end

return AAPLCheckerboardTransitionAnimator
