local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error({code = 1})
end
return A
-- expect: table_error_value.lua:4: error object is a table value
