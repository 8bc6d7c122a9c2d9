-- Layers (issue 13, item 1): a rounded card with a border and a shadow, corner and shadow
-- animations in view blocks (L1.3), an explicit CABasicAnimation that leaves the model alone
-- (L1.8), CATransaction's completion (L1.9) and a circular reveal through a CAShapeLayer mask
-- (L1.6, L1.7). Expected values are worked out in the comments, not read off a run.
local board = screen "board" {
  backgroundColor = "systemBackground",
  view { "card", frame = {40, 100, 300, 200}, backgroundColor = "systemBlue" },
  view { "photo", frame = {40, 400, 300, 300}, backgroundColor = "systemOrange" },
}

scenario("layer properties are the view's: clipsToBounds is masksToBounds, opacity is alpha (L1.1)", function()
  window { root = board }
  local card = board.view:viewNamed("card")
  card.layer.masksToBounds = true
  expect.equal(card.clipsToBounds, true)
  card.alpha = 0.5
  expect.equal(card.layer.opacity, 0.5)
  card.layer.cornerRadius = 16
  expect.equal(card.cornerRadius, 16)
  expect.equal(card.layer, card.layer)      -- one layer object per view
  expect.noDiagnostics()
end)

scenario("corner radius, border and shadow animate inside view animation blocks (L1.3)", function()
  window { root = board }
  local card = board.view:viewNamed("card")
  card.layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMinYCorner"}
  card.layer.shadowColor = UIColor.black.cgColor
  card.layer.shadowOffset = CGSize(0, 4)
  card.layer.shadowOffset.height = 8         -- nested writes reach the layer
  expect.equal(card.layer.shadowOffset.height, 8)
  UIView.animate(1, 0, "curveLinear", function()
    card.layer.cornerRadius = 20
    card.layer.borderWidth = 4
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 13             -- from the default 3
  end)
  expect.equal(card.layer.cornerRadius, 20)  -- the model changes at once (T8.2)
  advance(0.5)
  local p = card.layer
  expect.near(p.cornerRadius, 20, 1e-9)      -- the model; the screen is checked in the Swift tests
  untilIdle()
  expect.noDiagnostics()
end)

scenario("an explicit animation does not change the model, and the transaction completes after it (L1.8, L1.9)", function()
  window { root = board }
  local card = board.view:viewNamed("card")
  local log = {}
  CATransaction.begin()
  CATransaction.setAnimationDuration(0.5)
  CATransaction.setCompletionBlock(function() log[#log + 1] = "transaction" end)
  local fade = CABasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0,
    delegate = {animationDidStop = function(self, anim, finished) log[#log + 1] = "stop " .. tostring(finished) end}}
  card.layer:add(fade, "fade")
  CATransaction.commit()
  advance(0.25)
  expect.equal(card.alpha, 1)                -- the model never moved
  expect.near(card.presentationAlpha, 0.5, 1e-9)  -- linear by default: half way at 0.25 s of 0.5 s
  untilIdle()
  expect.near(card.presentationAlpha, 1, 1e-9)    -- removed on completion: back to the model
  expect.equal(log[1], "stop true")
  expect.equal(log[2], "transaction")
  expect.noDiagnostics()
end)

scenario("a circular reveal: a CAShapeLayer mask whose circle grows (L1.6, L1.7)", function()
  window { root = board }
  local photo = board.view:viewNamed("photo")
  local small = UIBezierPath{ovalIn = CGRect(140, 140, 20, 20)}
  local big = UIBezierPath{arcCenter = CGPoint(150, 150), radius = 213, startAngle = 0, endAngle = 2 * math.pi, clockwise = true}
  local mask = CAShapeLayer()
  mask.path = big.cgPath
  photo.layer.mask = mask
  mask:add(CABasicAnimation{keyPath = "path", fromValue = small.cgPath, toValue = big.cgPath, duration = 1,
    timingFunction = CAMediaTimingFunction("easeInEaseOut")}, "reveal")
  advance(0.5)
  untilIdle()
  expect.equal(photo.layer.mask, mask)
  expect.noDiagnostics()
end)
