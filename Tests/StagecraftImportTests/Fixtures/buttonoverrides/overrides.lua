-- SW12.1: a UIButton subclass's overrides in Swift (app/PillButton.swift) are asked where UIKit
-- asks its own: Auto Layout reads its intrinsicContentSize, touches go to its touchesBegan/Ended
-- (whose super is UIButton's tracking), and isHighlighted's willSet runs before its didSet.
-- Relies on: a bare 390 × 844 window (set explicitly); nothing is presented.
local PillScreen = require "app.PillScreen"

-- UIButton's own content size for the pill's title: what the override's super returns.
local function plainSize(title)
  local plain = UIButton{ type = "custom" }
  plain:setTitle(title, "normal")
  return plain.intrinsicContentSize
end

local function showScreen()
  local home = UIViewController("home", PillScreen)
  window { root = home, size = {390, 844} }
  untilIdle()
  return home
end

scenario("SW12.1 Auto Layout sizes the button by its intrinsicContentSize override, again after an invalidation", function()
  local home = showScreen()
  local content = plainSize("Continue")
  local width = content.width + 24
  -- centred (centerX = 195), 100 from the top, the override's size: UIButton's width + 24, 44 high
  expect.frame("pill", {195 - width / 2, 100, width, 44}, 1e-9)
  expect.equal(home.pill.intrinsicContentSize, CGSize(width, 44), "the override answers a read of the property too")
  -- the running state: a new extraWidth and invalidateIntrinsicContentSize() → the next layout asks again
  home:widen()
  untilIdle()
  expect.frame("pill", {195 - (content.width + 60) / 2, 100, content.width + 60, 44}, 1e-9)
  -- sizeToFit asks sizeThatFits, UIButton's content size, not the intrinsic size (Apple's sizeToFit)
  local loose = UIButton{ class = require("views.PillButton"), type = "custom" }
  loose:setTitle("Continue", "normal")
  loose:sizeToFit()
  expect.equal(loose.frame.size, content, "sizeToFit fits the content, not the override")
  expect.equal(loose.intrinsicContentSize, CGSize(content.width + 24, 44), "its own override for Auto Layout")
  expect.noDiagnostics()
end)

scenario("SW12.1 a UIView and a UILabel subclass are sized by their intrinsicContentSize overrides", function()
  local home = showScreen()
  -- the badge: 20 + 10 × count wide (count 1), 20 high, at the leading and top constants
  expect.frame("badge", {20, 200, 30, 20}, 1e-9)
  home:addToBadge()
  untilIdle()
  expect.frame("badge", {20, 200, 50, 20}, 1e-9)
  -- the caption: UILabel's own size for its text (the override's super) plus 16 each way
  local plain = UILabel{ text = "Hello" }.intrinsicContentSize
  expect.frame("caption", {20, 300, plain.width + 16, plain.height + 16}, 1e-9)
  expect.noDiagnostics()
end)

scenario("SW12.1 touches reach the button's touchesBegan and touchesEnded, whose super tracks them", function()
  local home = showScreen()
  local pill = home.pill
  tap("pill")
  untilIdle()
  expect.equal(pill.touchDowns, 1, "touchesBegan override's runs")
  expect.equal(pill.lifts, 1, "touchesEnded override's runs")
  expect.equal(home.taps, 1, "super's tracking sent touchUpInside to the target")
  expect.events({ "pill.touchDown", "pill.touchUpInside", "pill.primaryActionTriggered" }, { exact = true })
  expect.noDiagnostics()
end)

scenario("SW12.1 a touchesBegan override that does not call super keeps the touch from UIButton", function()
  local home = showScreen()
  local mute = home.mute
  tap { at = {70, 422} }
  untilIdle()
  expect.equal(mute.touchDowns, 1, "the mute button's touchesBegan ran")
  expect.truthy(not mute.isHighlighted, "never highlighted: UIButton did not track the touch")
  expect.equal(home.muteTaps, 0, "no touchUpInside without UIButton's tracking")
end)

scenario("SW12.1 isHighlighted's willSet runs before its didSet, by a finger and by a write", function()
  local home = showScreen()
  local pill = home.pill
  tap("pill")
  untilIdle()
  -- willSet sees the old value in the property and the new one in newValue; didSet the reverse
  expect.equal(table.concat(pill.log, "; "), "will true was false; did true was false; will false was true; did false was true", "the observers on touch down and up")
  pill.isHighlighted = true
  expect.equal(pill.log[5], "will true was false", "a write's willSet")
  expect.equal(pill.log[6], "did true was false", "a write's didSet")
  pill.isHighlighted = true
  expect.equal(#pill.log, 6, "a write of the value it has runs neither observer")
  expect.noDiagnostics()
end)

scenario("SW12.1 an intrinsicContentSize override that answers no size, or raises, is reported; UIButton's size answers", function()
  local Wrong = { className = "Wrong" }
  function Wrong:get_intrinsicContentSize() return "wide" end
  local wrong = UIButton{ class = Wrong, type = "custom", name = "wrong" }
  wrong:setTitle("Continue", "normal")
  expect.equal(wrong.intrinsicContentSize, plainSize("Continue"), "UIButton's own size for a wrong answer")
  local Raising = { className = "Raising" }
  function Raising:get_intrinsicContentSize() error("no size today") end
  local raising = UIButton{ class = Raising, type = "custom", name = "raising" }
  raising:setTitle("Continue", "normal")
  expect.equal(raising.intrinsicContentSize, plainSize("Continue"), "UIButton's own size after an error")
  expect.diagnostics{"wrong.intrinsicContentSize returned string, not a CGSize", "no size today"}
end)
