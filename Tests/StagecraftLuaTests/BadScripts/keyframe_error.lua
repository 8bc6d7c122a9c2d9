local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
UIView.animateKeyframes(0.3, function() UIView.addKeyframe(0, 1, function()
error('in keyframe') end) end)
end
return A
-- expect: keyframe_error.lua:5: in keyframe
