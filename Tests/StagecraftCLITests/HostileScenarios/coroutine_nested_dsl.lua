-- status: 0
local home = screen "home" { }
scenario("nested coroutines use bindings and the DSL", function()
  window { root = home }
  local outer = coroutine.wrap(function()
    local inner = coroutine.wrap(function()
      local p = CGPoint(1, 2)
      coroutine.yield(p.x)
      advance(0.1)
      return p.y + now()
    end)
    return inner(), inner()
  end)
  local first, second = outer()
  expect.equal(first, 1)
  expect.near(second, 2.1, 1e-9)
end)
