-- status: 1
-- expect: coroutine_yield_across_host.lua:7:
-- expect: attempt to yield across a host call
scenario("a yield inside an animation block", function()
  local box = UIView()
  local co = coroutine.wrap(function()
    UIView.animate(0, function() coroutine.yield(1) end)
  end)
  co()
end)
