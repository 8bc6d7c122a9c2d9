-- Fails half-way through a drag: the transition it drives is cancelled and ends consistently.
local Handler = { gestureName = "cardPan" }
local card
function Handler.wire(interaction, viewController)
  card = viewController
  local pan = UIPanGestureRecognizer("cardPan")
  pan:addTarget(function(g) Handler.handleGesture(interaction, g) end)
  viewController.view:addGestureRecognizer(pan)
end
function Handler.handleGesture(interaction, gesture)
  local t = gesture:translation(nil)
  if gesture.state == "began" then card:dismiss(true) end
  if gesture.state == "changed" then
    interaction:update(t.y / 400)
    if t.y > 100 then error("update exploded at " .. math.floor(t.y)) end
  end
  if gesture.state == "ended" then interaction:finish() end
end
return Handler
-- expect: interaction_update_error.lua:15: update exploded
