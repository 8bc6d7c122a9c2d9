-- Seed S4 (ZoomSeed.swift, DetailsViewController): a white screen whose pinch drives the
-- dismissal (percent-driven: closing the fingers is progress, releasing closed finishes, opened
-- back cancels) and whose tap dismisses. A class: its methods get the controller as `self`, and
-- the animator keeps tempImageView, its initial frame and the interactive transition as the
-- controller's fields, as the Swift port's properties.
---@class DetailsViewController : ScreenScript
---@field imageName string
---@field emojiImageViewFinalFrame CGRect
---@field percentage number
---@field interactiveTransition PercentDrivenInteractiveTransition?
---@field tempImageView ImageView? set by the animator
---@field tempImageInitialFrame CGRect? set by the animator
local DetailsViewController = { debugName = "DetailsViewController" }
DetailsViewController.__index = DetailsViewController

--- DetailsViewController.make(name, imageName): the controller, with its view and gestures set up
--- as the Swift init does.
---@param name string
---@param imageName string
---@return ViewController
function DetailsViewController.make(name, imageName)
  local bounds = UIScreen.main.bounds
  ---@type DetailsViewController
  local vc = UIViewController(name, setmetatable({
    imageName = imageName,
    emojiImageViewFinalFrame = CGRect(50, 50, bounds.width - 100, bounds.height / 3),
    percentage = 0.0,
  }, DetailsViewController))

  vc.view.backgroundColor = UIColor.white

  local pinch = UIPinchGestureRecognizer("pinch")
  pinch:addTarget(function(sender) vc:handlePinch(sender.scale, sender.velocity, sender.state) end)
  vc.view:addGestureRecognizer(pinch)
  local tap = UITapGestureRecognizer("tap")
  tap:addTarget(function(_) vc:viewTapped() end)
  vc.view:addGestureRecognizer(tap)
  return vc
end

function DetailsViewController:viewTapped()
  self:dismiss(true)
end

--- onPinch(sender:), with the recognizer's scale and state.
---@param scale number
---@param velocity number
---@param state string
function DetailsViewController:handlePinch(scale, velocity, state)
  if scale < 1 then
    if state == "began" then
      self:dismiss(true)
    elseif state == "changed" then
      self.percentage = 1 - scale
      self.interactiveTransition:update(self.percentage)  -- Mark 3: "we adjust the percentage of finish"
    elseif state == "ended" then
      self.interactiveTransition:finish()  -- Mark 4: "we tell … that we finish the transition"
    end
  elseif state == "ended" then
    self.interactiveTransition:cancel()  -- the pinch was opened back past 1, nothing to finish
  end
end

return DetailsViewController
