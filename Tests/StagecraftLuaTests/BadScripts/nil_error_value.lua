local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error(nil)
end
return A
-- expect: nil_error_value.lua:4: error object is a nil value
