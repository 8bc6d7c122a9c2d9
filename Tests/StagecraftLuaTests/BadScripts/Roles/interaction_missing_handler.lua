return { wire = function(interaction, viewController) end }
-- expect: missing handleGesture
