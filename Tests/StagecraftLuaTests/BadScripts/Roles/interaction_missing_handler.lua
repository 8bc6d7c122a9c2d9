return { debugName = "NoHandler", completionSpeed = 2 }  -- neither handleGesture nor its own wire
-- expect: missing handleGesture
