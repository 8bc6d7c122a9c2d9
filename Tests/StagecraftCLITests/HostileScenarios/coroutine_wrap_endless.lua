-- status: 1
-- expect: coroutine_wrap_endless.lua:7:
-- expect: timeout
-- args: --timeout 0.5
scenario("an endless loop inside coroutine.wrap", function()
  local spin = coroutine.wrap(function()
    while true do end
  end)
  spin()
end)
