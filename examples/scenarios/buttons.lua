-- Buttons (docs/controls.md, T12.6): a screen whose "Show detail" button presents the detail
-- from its touchUpInside action, as a Swift screen does with
--   button.addTarget(self, action: #selector(showDetail), for: .touchUpInside)
-- Relies on: a bare 390 × 844 window (no safe area) and the detail presented .fullScreen with the
-- default system animation (T1.5), both set explicitly; the 70-pt extended touch bounds of a
-- control (UncertainRules.controlTrackingMargin).
gallery { section = "UIKit", title = "Buttons", about = "A button's touchUpInside presents the detail; drags off it, disabled buttons and taps behind it do not." }

local detail, showButton
local backgroundTaps = 0

-- The screen, as it would be written in Swift (viewDidLoad adds the button, the action presents).
---@class ButtonsHomeViewController : ScreenScript
local Home = { className = "HomeViewController" }
function Home:viewDidLoad()
  local show = UIButton("system", "show")
  show:setTitle("Show detail", UIControl.State.normal)
  show.frame = CGRect(95, 400, 200, 44)
  show:addTarget(self, "showDetail", UIControl.Event.touchUpInside)
  self.view:addSubview(show)
  showButton = show
  -- A tap recognizer behind the button, as screens add to dismiss the keyboard.
  self.view:addGestureRecognizer(UITapGestureRecognizer(function() backgroundTaps = backgroundTaps + 1 end))
end
---@param sender Button
function Home:showDetail(sender)
  self:present(detail, true)
end

local function makeScreens()
  backgroundTaps = 0
  detail = screen "detail" { backgroundColor = "systemTeal", modalPresentationStyle = "fullScreen" }
  local home = UIViewController("home", Home)
  window { root = home, size = {390, 844} }
  return home
end

scenario("a tap on the button sends touchDown, then touchUpInside once, which presents the detail", function()
  local home = makeScreens()
  tap { at = {195, 422} }
  advance(0.1)
  expect.events({ "show.touchDown", "show.touchUpInside", "show.primaryActionTriggered" }, { exact = true })
  untilIdle()
  expect.inHierarchy("detail")
  expect.equal(home.presentedViewController, detail, "presentedViewController")
  expect.equal(backgroundTaps, 0, "the tap recognizer behind the button did not take its tap")
  expect.noDiagnostics()
end)

scenario("dragging off the button and lifting sends touchUpOutside, and nothing is presented", function()
  local home = makeScreens()
  -- From the button's centre to 150 pt below its bottom edge (444 + 150): past the 70-pt margin.
  pan { from = {195, 422}, to = {195, 594}, duration = 0.3 }
  untilIdle()
  expect.events({ "show.touchDown", "show.touchDragExit", "show.touchUpOutside" })
  expect.truthy(home.presentedViewController == nil, "nothing presented")
  expect.notInHierarchy("detail")
end)

scenario("a disabled button sends nothing; the tap goes to the recognizer behind it", function()
  local home = makeScreens()
  showButton.isEnabled = false
  tap { at = {195, 422} }
  untilIdle()
  expect.truthy(not showButton.isHighlighted, "not highlighted")
  expect.truthy(home.presentedViewController == nil, "nothing presented")
  expect.equal(backgroundTaps, 1, "the background tap recognised")
end)

scenario("a tap beside the button reaches the recognizer behind it, not the button", function()
  local home = makeScreens()
  tap { at = {195, 600} }
  untilIdle()
  expect.equal(backgroundTaps, 1, "background taps")
  expect.truthy(home.presentedViewController == nil, "nothing presented")
end)
