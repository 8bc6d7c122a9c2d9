-- Seed S5: "a minimal non-animated 'instant' transition that simply swaps views"
-- (MasteringSeed.swift, InstantTransitionAnimator). Loadable as an animator module on its own.
local InstantTransitionAnimator = { debugName = "InstantTransitionAnimator" }

---@param transitionContext TransitionContext
function InstantTransitionAnimator.transitionDuration(transitionContext)
  return 0.0
end

---@param transitionContext TransitionContext
function InstantTransitionAnimator.animateTransition(transitionContext)
  local toView = transitionContext:view("to")
  if not toView then return end
  local container = transitionContext.containerView
  container:addSubview(toView)
  transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
end

return InstantTransitionAnimator
