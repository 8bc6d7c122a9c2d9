local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
local close = UIButton("system", "close")
close:setTitle("Close", "pressed")
end
return A
-- expect: button_unknown_state.lua:5: bad argument #2 to 'setTitle' (unknown UIControl.State name 'pressed'
