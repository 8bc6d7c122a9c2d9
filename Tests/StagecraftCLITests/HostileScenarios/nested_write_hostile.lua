-- status: 1
-- expect: nested_write_hostile.lua:9:
-- expect: bad value for 'frame' (CGRect expected, got CGRect with a NaN)
-- Nested value writes (issue 14) with what breaks them: a NaN, a released view, a coroutine,
-- a place kept and written after its view went away, and a nil root. The host keeps running.
local home = screen "home" { view { "box", frame = {0, 0, 100, 100} } }
scenario("a NaN through a nested write is the setter's error", function()
  window { root = home }
  find("box").frame.origin.y = 0/0
end)
scenario("nested writes in a coroutine and on a released view", function()
  window { root = home }
  local box = find("box")
  coroutine.wrap(function() box.frame.size.width = 40; coroutine.yield() end)()
  expect.frame("box", {0, 0, 40, 100})
  local v = UIView(CGRect(0, 0, 1, 1))
  local ok = pcall(function() v.center.x = 1e308 end)
  expect.truthy(ok)
  local nothing
  local ok2, message = pcall(function() nothing.frame.origin.x = 1 end)
  expect.truthy(not ok2 and message:find("upvalue 'nothing'"), message)
end)
