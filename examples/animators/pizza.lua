-- Seed S2 (PizzaSeed.swift, AnimationManager): the push mirrors the tapped cell's background and
-- pizza image with "fake" views in the container and animates them with two chained property
-- animators — 1/3 of the duration scaling the background down (a critically damped spring), 2/3
-- moving it to full screen while the pizza turns half a turn into the detail's image frame. The
-- pop "does not animate anything" (part 1). The screens are PizzaTransitionable: their classes
-- answer backgroundView() and pizzaImage(), called on the controllers as in Swift.
--- What the article's PizzaTransitionable protocol asks of both screens.
---@class PizzaTransitionable : ScriptViewController
---@field collectionView CollectionView
---@field backgroundView fun(self): View
---@field pizzaImage fun(self): ImageView

---@class AnimationManager : Animator
---@field animationDuration number
---@field animationType "present"|"dismiss"
local AnimationManager = { debugName = "AnimationManager" }
AnimationManager.__index = AnimationManager

--- AnimationManager.new(animationDuration, animationType): animationType is "present" or "dismiss".
---@param animationDuration number
---@param animationType "present"|"dismiss"
---@return AnimationManager
function AnimationManager.new(animationDuration, animationType)
  return setmetatable({ animationDuration = animationDuration, animationType = animationType }, AnimationManager)
end

---@param transitionContext TransitionContext
---@param fromView ViewController
---@param toView ViewController
function AnimationManager:presentAnimation(transitionContext, fromView, toView)
  -- Assigning the context to a variable.
  local containerView = transitionContext.containerView

  -- We split the whole animation in 2 different parts.
  -- The fist part should run in 1/3 of the time and the second part 2/3 of the time.
  local firstPartDuration = self.animationDuration / 3
  local secondPartDuration = (self.animationDuration / 3) * 2

  -- Cast the ViewControllers to their original type.
  if not fromView:isKind("PizzaViewController") then return end
  if not toView:isKind("PizzaDetailViewController") then return end
  ---@type PizzaTransitionable
  local fromPizzaVC = fromView
  ---@type PizzaTransitionable
  local toPizzaDetailVC = toView

  -- Mirroring the objects that we will animate.
  local backgroundView = UIView()
  local pizzaSnapshot = UIImageView()

  -- Storing the frame positions.
  local fromBackground, fromPizza = fromPizzaVC:backgroundView(), fromPizzaVC:pizzaImage()
  local backgroundFrame = containerView:convertFrom(fromBackground.frame, fromBackground.superview)
  local pizzaSnapshotFrame = containerView:convertFrom(fromPizza.frame, fromPizza.superview)

  -- Setting up new objects with original attributes from the presented view controller.
  backgroundView.frame = backgroundFrame
  backgroundView.backgroundColor = fromBackground.backgroundColor
  backgroundView.cornerRadius = fromBackground.cornerRadius

  pizzaSnapshot.frame = pizzaSnapshotFrame
  pizzaSnapshot.imageName = fromPizza.imageName
  pizzaSnapshot.contentMode = "scaleAspectFit"

  -- Adding the subviews to the container view.
  containerView:addSubview(fromView.view)
  containerView:addSubview(toView.view)
  containerView:addSubview(backgroundView)
  containerView:addSubview(pizzaSnapshot)

  -- Hidding/Showing objects to not/be displayed while animating the transition.
  fromView.view.isHidden = false
  fromPizzaVC.collectionView.isHidden = true
  toView.view.isHidden = true

  -- Background view final position.
  local bounds = UIScreen.main.bounds
  local frameAnim = CGRect(0, 0, bounds.width, bounds.height)

  -- Animate the view objects using PropertyAnimator
  local animator1 = UIViewPropertyAnimator{duration = firstPartDuration, dampingRatio = 1, animations = function()
    backgroundView.transform = CGAffineTransform{scaleX = 0.9, y = 0.9}
  end}

  local animator2 = UIViewPropertyAnimator{duration = secondPartDuration, curve = "easeInOut", animations = function()
    backgroundView.frame = frameAnim
    pizzaSnapshot.transform = CGAffineTransform{rotationAngle = math.pi}
    local toPizza = toPizzaDetailVC:pizzaImage()
    pizzaSnapshot.frame = containerView:convertFrom(toPizza.frame, toPizza.superview)
  end}

  -- Prepare the animations sequence
  animator1:addCompletion(function(_)
    animator2:startAnimation()
  end)

  animator2:addCompletion(function(_)
    fromPizzaVC.collectionView.isHidden = false
    toView.view.isHidden = false

    backgroundView:removeFromSuperview()
    pizzaSnapshot:removeFromSuperview()

    transitionContext:completeTransition(true)
  end)

  -- Run animations
  animator1:startAnimation()
end

---@param transitionContext TransitionContext
---@param fromView ViewController
---@param toView ViewController
function AnimationManager:dismissAnimation(transitionContext, fromView, toView)
  local containerView = transitionContext.containerView

  containerView:addSubview(toView.view)
  containerView:addSubview(fromView.view)

  -- We'll not animate anything. This will be covered in the next part of the article.
  transitionContext:completeTransition(true)
end

-- Return the animation duration defined when we instantiated the view.
---@param transitionContext TransitionContext
function AnimationManager:transitionDuration(transitionContext)
  return self.animationDuration
end

-- Retrieve the ViewControllers and call the animation method
---@param transitionContext TransitionContext
function AnimationManager:animateTransition(transitionContext)
  local toViewController = transitionContext:viewController("to")
  local fromViewController = transitionContext:viewController("from")

  -- According to the animation type we call the method to animate the presenting or dismissing.
  if self.animationType == "present" then
    self:presentAnimation(transitionContext, fromViewController, toViewController)
  else
    self:dismissAnimation(transitionContext, fromViewController, toViewController)
  end
end

return AnimationManager
