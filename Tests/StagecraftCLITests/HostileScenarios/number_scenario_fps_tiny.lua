-- status: 1
-- expect: fps must be between 1 and 1000, got 1e-320
-- A scenario's own frame rate is held to the range --fps is: 1e-320 passed a `> 0` check and
-- made the frame interval infinite.
scenario("a frame every 1e320 seconds", { fps = 1e-320 }, function()
  advance(1)
end)
