-- status: 1
-- expect: coroutine_yield_outside.lua:5:
-- expect: attempt to yield from outside a coroutine
scenario("yield on the main thread", function()
  coroutine.yield(1)
end)
