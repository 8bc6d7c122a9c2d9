-- Seed S3 (WarningSeed.swift, HomeViewController as the transitioning delegate): a presentation
-- controller for the bottom half, an animator that "knows to present rather than dismiss" (or
-- the reverse), no interaction for the presentation ("Nah, let's just present this one
-- non-interactively"), and for the dismissal the percent-driven interaction the pan drives.
local FancyWarningAnimationController = require("animators.fancy_warning")
local FancyWarningPresentationController = require("presentations.fancy_warning")
local WarningPan = require("interactions.warning_pan")

---@class HomeViewController : TransitioningDelegateScript
local HomeViewController = { debugName = "HomeViewController" }
HomeViewController.dismissalInteraction = UIPercentDrivenInteractiveTransition(WarningPan.new())

--- The bottom-half controller, plus one thing: the warning's pan is attached once its view exists
--- (the Swift port's WarningViewController adds it in viewDidLoad; asking for the view here would
--- load it earlier than UIKit does). A subclass of the presentation controller script.
local WarningPresentationController = setmetatable({}, { __index = FancyWarningPresentationController })
function WarningPresentationController:presentationTransitionWillBegin()
  self:super("presentationTransitionWillBegin")
  HomeViewController.dismissalInteraction:wire(self.presentedViewController)
end

---@param presented ViewController
---@param presenting ViewController?
---@param source ViewController
function HomeViewController:presentationControllerForPresented(presented, presenting, source)
  return WarningPresentationController
end

---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
function HomeViewController:animationControllerForPresented(presented, presenting, source)
  return FancyWarningAnimationController.new(true)
end

---@param animator any
function HomeViewController:interactionControllerForPresentation(animator)
  return nil
end

---@param dismissed ViewController
function HomeViewController:animationControllerForDismissed(dismissed)
  return FancyWarningAnimationController.new(false)
end

---@param animator any
--- Only while the pan drives it: a dismiss from code (a button, the app) is not interactive, and a
--- percent-driven interaction nothing updates would hold the dismissal at 0 % (found by `stagecraft stress`).
function HomeViewController:interactionControllerForDismissal(animator)
  if WarningPan.isInteracting(self.dismissalInteraction) then return self.dismissalInteraction end
  return nil
end

return HomeViewController
