-- Apple's CustomTransitions sample, AAPLCustomPresentationController: the presented controller
-- rests at the bottom of the screen in a wrapper with rounded top corners, over a dimming view.
-- The wrapper is made in presentationTransitionWillBegin and is the `presentedView` — nil before
-- (T4.4); the dimming view is faded alongside and never removed by the controller: it goes away
-- with the container (T4.2). The sample's drop shadow is left out (Stagecraft's views have none).
-- In the sample the controller is also the animator; here that half is animators/aapl_custom.lua.
-- `AAPLCustomPresentationController.new()` makes one (one per presentation: it keeps its views).
local AAPLCustomPresentationController = {}

local CORNER_RADIUS = 16
-- AAPLCustomPresentationSecondViewController's preferredContentSize height in a regular vertical
-- size class (portrait iPhone); the sample's sizeForChildContentContainer returns it.
AAPLCustomPresentationController.preferredContentHeight = 420

function AAPLCustomPresentationController.new()
  local controller = { debugName = "AAPLCustomPresentationController" }
  local dimmingView, presentationWrappingView

  ---@param self ScriptPresentationController
  function controller.presentedView(self)
    return presentationWrappingView
  end

  ---@param self ScriptPresentationController
  function controller.presentationTransitionWillBegin(self)
    -- The presented controller's own view (the base's presentedView).
    local presentedViewControllerView = self:super("presentedView")

    -- Wrap it: presentationWrappingView (the shadow, in the sample) holds a view with rounded
    -- corners, taller than the wrapper by the radius so its bottom corners are off screen, which
    -- holds presentedViewControllerWrapperView, the size of the wrapper.
    local wrapping = UIView(self.frameOfPresentedViewInContainerView, "presentationWrappingView")
    presentationWrappingView = wrapping

    local roundedCornerView = UIView(wrapping.bounds:inset(UIEdgeInsets(0, 0, -CORNER_RADIUS, 0)), "presentationRoundedCornerView")
    roundedCornerView.cornerRadius = CORNER_RADIUS
    roundedCornerView.clipsToBounds = true

    local wrapperView = UIView(roundedCornerView.bounds:inset(UIEdgeInsets(0, 0, CORNER_RADIUS, 0)), "presentedViewControllerWrapperView")
    presentedViewControllerView.frame = wrapperView.bounds
    wrapperView:addSubview(presentedViewControllerView)
    roundedCornerView:addSubview(wrapperView)
    wrapping:addSubview(roundedCornerView)

    -- The dimming view, behind the presented view, dismisses on a tap.
    local dimming = UIView(self.containerView.bounds, "dimmingView")
    dimming.backgroundColor = UIColor.black
    dimming:addGestureRecognizer(UITapGestureRecognizer(function() self.presentingViewController:dismiss(true) end))
    dimmingView = dimming
    self.containerView:addSubview(dimming)

    local coordinator = self.presentingViewController.transitionCoordinator
    dimming.alpha = 0
    coordinator:animate(function() dimming.alpha = 0.5 end, nil)
  end

  ---@param self ScriptPresentationController
  ---@param completed boolean
  function controller.presentationTransitionDidEnd(self, completed)
    -- A cancelled presentation: drop the views (the container takes them away).
    if not completed then
      presentationWrappingView = nil
      dimmingView = nil
    end
  end

  ---@param self ScriptPresentationController
  function controller.dismissalTransitionWillBegin(self)
    local dimming = dimmingView
    local coordinator = self.presentingViewController.transitionCoordinator
    coordinator:animate(function() dimming.alpha = 0 end, nil)
  end

  ---@param self ScriptPresentationController
  ---@param completed boolean
  function controller.dismissalTransitionDidEnd(self, completed)
    if completed then
      presentationWrappingView = nil
      dimmingView = nil
    end
  end

  ---@param self ScriptPresentationController
  function controller.frameOfPresentedViewInContainerView(self)
    local containerViewBounds = self.containerView.bounds
    local height = AAPLCustomPresentationController.preferredContentHeight
    return CGRect(containerViewBounds.minX, containerViewBounds.maxY - height, containerViewBounds.width, height)
  end

  ---@param self ScriptPresentationController
  function controller.containerViewWillLayoutSubviews(self)
    if dimmingView then dimmingView.frame = self.containerView.bounds end
    if presentationWrappingView then presentationWrappingView.frame = self.frameOfPresentedViewInContainerView end
  end

  return controller
end

return AAPLCustomPresentationController
