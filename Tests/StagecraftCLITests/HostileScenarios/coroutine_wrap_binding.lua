-- status: 0
-- The three-line segfault: a binding's result pushed on the main thread, not the coroutine's.
local f = coroutine.wrap(function() return type(CGPoint) end)
scenario("a binding called in coroutine.wrap returns its own result", function()
  expect.equal(f(), "table")
end)
