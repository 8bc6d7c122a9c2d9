local Handler = { gestureName = "cardPan" }
function Handler.handleGesture(interaction, gesture)
  if gesture.state == "began" then
    interaction.presented:dismiss(true)
  end
end
return Handler
-- expect: interaction_handle_error.lua:4:
