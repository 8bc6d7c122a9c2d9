local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
error(setmetatable({}, {__tostring = function() return 'custom error object' end}))
end
return A
-- expect: custom error object
