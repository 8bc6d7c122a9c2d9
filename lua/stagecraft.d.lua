---@meta stagecraft
-- LuaLS annotations of Stagecraft's Lua API (UIKit's names). Kept in sync with the registered
-- bindings by Tests/StagecraftLuaTests/AnnotationSyncTests.swift. Argument numbers in error messages count `self`.

do
---@class CGPoint
---@field x number
---@field y number
local CGPoint = {}
function CGPoint:distance(...) end
function CGPoint:applying(...) end
end

do
---@class CGSize
---@field width number
---@field height number
local CGSize = {}
end

do
---@class UIEdgeInsets
---@field top number
---@field left number
---@field bottom number
---@field right number
local UIEdgeInsets = {}
end

do
---@class CGRect
---@field origin CGPoint
---@field size CGSize
---@field width number
---@field height number
---@field minX number
---@field midX number
---@field maxX number
---@field minY number
---@field midY number
---@field maxY number
---@field isEmpty boolean
---@field isNull boolean
---@field standardized CGRect
local CGRect = {}
function CGRect:insetBy(...) end
function CGRect:inset(...) end
function CGRect:offsetBy(...) end
function CGRect:union(...) end
function CGRect:intersection(...) end
function CGRect:intersects(...) end
function CGRect:contains(...) end
function CGRect:applying(...) end
function CGRect:divided(...) end
end

do
---@class CGAffineTransform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number
---@field isIdentity boolean
local CGAffineTransform = {}
function CGAffineTransform:scaledBy(...) end
function CGAffineTransform:translatedBy(...) end
function CGAffineTransform:rotated(...) end
function CGAffineTransform:concatenating(...) end
function CGAffineTransform:inverted(...) end
end

do
---@class UIColor
---@field red number
---@field green number
---@field blue number
---@field alpha number
---@field hexString string
local UIColor = {}
function UIColor:withAlphaComponent(...) end
end

do
---@class TransitionContext
---@field containerView View (read-only)
---@field isAnimated boolean (read-only)
---@field isInteractive boolean (read-only)
---@field transitionWasCancelled boolean (read-only)
---@field presentationStyle string (read-only)
---@field targetTransform CGAffineTransform (read-only)
---@field percentComplete number (read-only)
local TransitionContext = {}
function TransitionContext:view(...) end
function TransitionContext:viewController(...) end
function TransitionContext:initialFrame(...) end
function TransitionContext:finalFrame(...) end
function TransitionContext:completeTransition(...) end
function TransitionContext:updateInteractiveTransition(...) end
function TransitionContext:finishInteractiveTransition(...) end
function TransitionContext:cancelInteractiveTransition(...) end
function TransitionContext:pauseInteractiveTransition(...) end
end

do
---@class View
---@field alpha number
---@field frame CGRect
---@field bounds CGRect
---@field center CGPoint
---@field transform CGAffineTransform
---@field backgroundColor UIColor?
---@field cornerRadius number
---@field anchorPoint CGPoint
---@field name string?
---@field tag integer
---@field isHidden boolean
---@field clipsToBounds boolean
---@field isUserInteractionEnabled boolean
---@field superview View? (read-only)
---@field window Window? (read-only)
---@field subviews View[] (read-only)
---@field gestureRecognizers any[] (read-only)
---@field presentationFrame CGRect (read-only)
---@field presentationAlpha number (read-only)
local View = {}
function View:addSubview(...) end
function View:insertSubviewAt(...) end
function View:insertSubviewAboveSubview(...) end
function View:insertSubviewBelowSubview(...) end
function View:removeFromSuperview(...) end
function View:bringSubviewToFront(...) end
function View:sendSubviewToBack(...) end
function View:exchangeSubview(...) end
function View:isDescendant(...) end
function View:viewWithTag(...) end
function View:viewNamed(...) end
function View:convertTo(...) end
function View:convertFrom(...) end
function View:snapshotView(...) end
function View:removeAllAnimations(...) end
function View:addGestureRecognizer(...) end
function View:set(...) end
end

---@class UIViewClass
---@field inheritedAnimationDuration number
---@overload fun(...): View
UIView = {}
function UIView.animate(...) end
function UIView.animateUsingSpringWithDamping(...) end
function UIView.animateKeyframes(...) end
function UIView.addKeyframe(...) end
function UIView.performWithoutAnimation(...) end

do
---@class ViewController
---@field view View (read-only)
---@field name string? (read-only)
---@field title string?
---@field modalPresentationStyle string
---@field presentedViewController ViewController? (read-only)
---@field presentingViewController ViewController? (read-only)
---@field parent ViewController? (read-only)
---@field children ViewController[] (read-only)
---@field isViewLoaded boolean (read-only)
local ViewController = {}
function ViewController:present(...) end
function ViewController:dismiss(...) end
end

---@class UIViewControllerClass
---@overload fun(...): ViewController
UIViewController = {}

do
---@class Label : View
---@field text string?
---@field textColor UIColor
---@field fontSize number
---@field numberOfLines integer
local Label = {}
end

---@class UILabelClass
---@overload fun(...): Label
UILabel = {}

do
---@class ImageView : View
---@field imageName string?
local ImageView = {}
end

---@class UIImageViewClass
---@overload fun(...): ImageView
UIImageView = {}

do
---@class Window : View
local Window = {}
end


---@class CGPointClass
---@field zero CGPoint
---@overload fun(...): CGPoint
CGPoint = {}

---@class CGSizeClass
---@field zero CGSize
---@overload fun(...): CGSize
CGSize = {}

---@class UIEdgeInsetsClass
---@field zero UIEdgeInsets
---@overload fun(...): UIEdgeInsets
UIEdgeInsets = {}

---@class CGRectClass
---@field zero CGRect
---@field null CGRect
---@overload fun(...): CGRect
CGRect = {}

---@class CGAffineTransformClass
---@field identity CGAffineTransform
---@overload fun(...): CGAffineTransform
CGAffineTransform = {}

---@class UIColorClass
---@field [string] UIColor UIKit's named colours: UIColor.systemBlue, UIColor.black, …
---@overload fun(...): UIColor
UIColor = {}
