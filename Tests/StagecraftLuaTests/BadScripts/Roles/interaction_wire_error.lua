local Handler = {}
function Handler.wire(interaction, viewController)
  viewController.view:addGestureRecognizer(UIPanGestureRecognizer(42))
end
function Handler.handleGesture(interaction, gesture) end
return Handler
-- expect: interaction_wire_error.lua:3: bad argument #1 to 'UIPanGestureRecognizer' (string expected, got number)
