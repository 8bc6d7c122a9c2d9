-- Animation fidelity (issue 11, item 7), written as app code would: additive moves (T8.7), paced
-- keyframes (T8.5), UIView.transition, modifyAnimations, the system spring and presentation
-- contexts. Expected values are worked out from the rules in the comments, not read off a run.
local board = screen "board" {
  backgroundColor = "systemBackground",
  view { "ball", frame = {0, 100, 50, 50}, backgroundColor = "systemRed" },
  label { "status", frame = {20, 400, 350, 40}, text = "Ready", fontSize = 20 },
  view { "card", frame = {95, 500, 200, 100}, backgroundColor = "systemBlue" },
}

scenario("a second move mid-flight is added on top, and both finish (T8.7)", function()
  window { root = board }
  local ball = board.view:viewNamed("ball")
  local finished = {}
  UIView.animate(1, 0, "curveLinear", function() ball.center = CGPoint(325, 125) end, function(f) finished[#finished + 1] = f end)
  advance(0.5)
  expect.frame("ball", {150, 100, 50, 50})      -- centre 25 → 325, halfway
  UIView.animate(1, 0, "curveLinear", function() ball.center = CGPoint(25, 125) end, function(f) finished[#finished + 1] = f end)
  advance(0.25)
  -- model 25 + (250 − 325) from the first + (250 − 25) from the second: the ball glides to a stop at 175
  expect.frame("ball", {150, 100, 50, 50})
  advance(0.5)
  expect.equal(finished[1], true, "the first move's completion")  -- ended at 1 s, not interrupted
  -- 1.25 s: only the second remains, three quarters of the way back: 25 + (100 − 25)
  expect.frame("ball", {75, 100, 50, 50})
  untilIdle()
  expect.equal(finished[2], true, "the second move's completion")
  expect.frame("ball", {0, 100, 50, 50})
  expect.noDiagnostics()
end)

scenario("paced keyframes move at constant speed whatever the key times (T8.5)", function()
  window { root = board }
  local ball = board.view:viewNamed("ball")
  UIView.animateKeyframes(1, 0, "calculationModePaced", function()
    UIView.addKeyframe(0, 0.2, function() ball.center = CGPoint(325, 125) end)   -- 300 pt
    UIView.addKeyframe(0.2, 0.8, function() ball.center = CGPoint(325, 425) end) -- 300 pt
  end)
  advance(0.25)
  expect.frame("ball", {150, 100, 50, 50})   -- a quarter of 600 pt along: centre (175, 125)
  advance(0.5)
  expect.frame("ball", {300, 250, 50, 50})   -- three quarters: centre (325, 275)
  untilIdle()
  expect.noDiagnostics()
end)

scenario("a cross-dissolve fades the old text out over the new", function()
  window { root = board }
  local status = board.view:viewNamed("status")
  UIView.transition(status, 0.4, {"transitionCrossDissolve", "curveLinear"}, function() status.text = "Done" end)
  expect.equal(status.text, "Done")
  advance(0.1)
  expect.alpha("transition snapshot of status", 0.75, 0.001)
  untilIdle()
  expect.notInHierarchy("transition snapshot of status")
  expect.noDiagnostics()
end)

scenario("a flip from the left turns the card in 3D and shows the new side after the middle (L2.7)", function()
  window { root = board }
  local card = board.view:viewNamed("card")
  UIView.transition(card, 1, {"transitionFlipFromLeft", "curveLinear"}, function() card.backgroundColor = "systemOrange" end)
  advance(0.25)
  -- 45° turned, eye 1000 pt away, the left (near) edge kept at full height: left at
  -- 195 − 100·cos 45° = 124.289, right at 195 + 70.711 / 1.14142 = 256.950: a trapezoid's box.
  expect.frame("card", {124.289, 500, 132.661, 100}, 0.01)
  expect.alpha("transition snapshot of card", 1)     -- the old side until edge-on
  advance(0.5)
  expect.alpha("transition snapshot of card", 0)     -- the new side after
  untilIdle()
  expect.frame("card", {95, 500, 200, 100})
  expect.notInHierarchy("transition snapshot of card")
  expect.noDiagnostics()
end)

scenario("modifyAnimations repeats a fade twice, back and forth", function()
  window { root = board }
  local ball = board.view:viewNamed("ball")
  local done
  UIView.animate(0.5, 0, "curveLinear", function()
    UIView.modifyAnimations(2, true, function() ball.alpha = 0 end)
  end, function(finished) done = finished end)
  advance(0.25)
  expect.alpha("ball", 0.5)
  advance(0.375)                               -- 0.625 s: running back, a quarter of the way
  expect.alpha("ball", 0.25)
  untilIdle()                                  -- 2 × (0.5 s + 0.5 s back), then the model value
  expect.equal(done, true, "the block's completion")
  expect.alpha("ball", 0)
end)

scenario("the system spring drives a property animator", function()
  window { root = board }
  local ball = board.view:viewNamed("ball")
  local animator = UIViewPropertyAnimator(0.5, UISpringTimingParameters(), function() ball.center = CGPoint(325, 125) end)
  animator:startAnimation()
  advance(0.1)
  -- mass 3, stiffness 1000, damping 500: overdamped, evaluated critically at ω0 = √(1000/3)
  local w = math.sqrt(1000 / 3)
  local x = 1 - math.exp(-w * 0.1) * (1 + w * 0.1)
  expect.frame("ball", {300 * x, 100, 50, 50}, 0.01)
  untilIdle()
  expect.noDiagnostics()
end)

local feed = screen "feed" { backgroundColor = "systemBackground", definesPresentationContext = true }
local profile = screen "profile" { backgroundColor = "systemTeal" }
local sheet = screen "sheet" { backgroundColor = "systemYellow", modalPresentationStyle = "currentContext" }

scenario("a currentContext presentation covers the tab that defines the context", function()
  local tabs = tabs { feed, profile, name = "tabs" }
  window { root = tabs }
  local shown = present(feed, sheet)
  untilIdle()
  expect.completedOnce(shown)
  expect.equal(sheet.presentingViewController, feed, "the presenting controller")
  expect.notInHierarchy("feed")                -- removed, as .fullScreen does within the context
  local gone = dismiss(sheet)
  untilIdle()
  expect.completedOnce(gone)
  expect.inHierarchy("feed")
  expect.noDiagnostics()
end)
