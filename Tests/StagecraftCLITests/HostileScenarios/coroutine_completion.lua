-- status: 0
local home = screen "home" { view { "box", frame = {0, 0, 10, 10} } }
scenario("a completion registered inside a coroutine runs", function()
  window { root = home }
  local finishedWith
  local co = coroutine.create(function()
    UIView.animate(0.2, function() find("box").alpha = 0 end, function(finished) finishedWith = finished end)
    coroutine.yield()
  end)
  coroutine.resume(co)
  advance(0.3)
  expect.equal(finishedWith, true)
  expect.alpha("box", 0)
end)
