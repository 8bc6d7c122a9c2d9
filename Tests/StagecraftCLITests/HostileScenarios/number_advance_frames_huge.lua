-- status: 1
-- expect: number_advance_frames_huge.lua:5:
-- expect: advanceFrames: frames must be a whole number from 0 to 36000, not 1e+19
scenario("advanceFrames(1e19)", function()
  advanceFrames(1e19)
end)
