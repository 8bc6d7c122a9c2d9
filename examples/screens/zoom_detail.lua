-- Seed S4 (ZoomSeed.swift, DetailsViewController): a white screen whose pinch drives the
-- dismissal (percent-driven: closing the fingers is progress, releasing closed finishes, opened
-- back cancels) and whose tap dismisses. The animator keeps tempImageView, its initial frame and
-- the interactive transition in the screen's table (its userInfo), as the Swift port's properties.
local DetailsViewController = {}

--- DetailsViewController.make(name, imageName): the controller, with its view and gestures set up
--- as the Swift init does.
function DetailsViewController.make(name, imageName)
  local bounds = UIScreen.main.bounds
  local self = {
    debugName = "DetailsViewController",
    imageName = imageName,
    emojiImageViewFinalFrame = CGRect(50, 50, bounds.width - 100, bounds.height / 3),
    percentage = 0.0,
  }
  local vc = UIViewController(name, self)

  vc.view.backgroundColor = UIColor.white

  local function viewTapped()
    vc:dismiss(true)
  end

  --- onPinch(sender:), with the recognizer's scale and state.
  local function handlePinch(scale, velocity, state)
    if scale < 1 then
      if state == "began" then
        vc:dismiss(true)
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

  local pinch = UIPinchGestureRecognizer("pinch")
  pinch:addTarget(function(sender) handlePinch(sender.scale, sender.velocity, sender.state) end)
  vc.view:addGestureRecognizer(pinch)
  local tap = UITapGestureRecognizer("tap")
  tap:addTarget(function(_) viewTapped() end)
  vc.view:addGestureRecognizer(tap)

  self.viewTapped, self.handlePinch = viewTapped, handlePinch
  return vc
end

return DetailsViewController
