-- A UIButton subclass in Swift (app/CloseButton.swift) made and wired by a Swift presentation
-- controller (app/CardController.swift): UIKit's button for the engine (hit-testing, touch
-- tracking, target-action), with its own subview, layout, sizeToFit and isHighlighted observer.
local home = screen "home" { backgroundColor = "white" }
local detail = screen "detail" { backgroundColor = "systemYellow", modalPresentationStyle = "custom" }
local S = require "swift_runtime"

local function presentCard()
  window { root = home, size = {390, 844} }
  transition(detail, { presentation = presentation "app/CardController.swift", animator = animator "animators/cross_fade.lua", style = "custom" })
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
end

scenario("SW7.1 a UIButton subclass is laid out by its own overrides and dismisses the card by its target", function()
  presentCard()
  local close = find("close")
  -- a UIButton (custom, as UIButton(frame:) makes it) that is a CloseButton
  expect.truthy(close.buttonType == "custom" and close.titleLabel ~= nil, "UIKit's custom button")
  expect.truthy(S.is(close, "CloseButton"), "an instance of the Swift class")
  expect.equal(close.accessibilityLabel, "Close", "NSLocalizedString without a strings table is its key")
  -- place(right: 390 − 16, top: 16): sizeToFit is the class's override (44 × 44), so x = 374 − 44
  expect.equal(close.frame, CGRect(330, 16, 44, 44), "the close button's frame")
  -- SW7.2: the override ran for the controller's closeButton.sizeToFit() and for place's sizeToFit()
  expect.equal(close.fits, 2, "the sizeToFit override's runs")
  -- layoutSubviews: corner radius 44 / 2, the glyph 44 × 0.5 centred
  expect.near(close.layer.cornerRadius, 22, 1e-9, "the close button's corner radius")
  local glyph = find("closeGlyph")
  expect.equal(glyph.frame, CGRect(11, 11, 22, 22), "closeGlyph's frame")
  expect.inHierarchy("closeGlyph", "close")
  -- a UILabel subclass and a UIImageView subclass: UIKit's label and image view, set up by their inits
  local title = find("cardTitle")
  expect.truthy(S.is(title, "TitleLabel") and title.text == "Card", "the title label's own text")
  expect.equal(title.frame, CGRect(16, 16, 200, 30), "the title's frame")
  expect.near(title.layer.cornerRadius, 8, 1e-9, "the title's layoutSubviews radius")
  expect.equal(find("cardPicture").imageName, "pizza", "the picture's image")
  -- a tap outside the button is not the button's: the card stays
  tap{ x = 100, y = 400 }
  untilIdle()
  expect.inHierarchy("detail")
  expect.equal(close.highlightChanges, 0, "no highlight for a tap elsewhere")
  -- a tap on it: highlighted while down, then not (two changes, the glyph back to 1), and its
  -- touchUpInside target dismisses the card
  tap("close")
  untilIdle()
  expect.equal(close.highlightChanges, 2, "the highlight's didSet ran on touch down and up")
  expect.near(glyph.alpha, 1, 1e-9, "the glyph's alpha after the highlight")
  expect.notInHierarchy("detail")
  -- the only diagnostic: the tap elsewhere, which hit the card's own view
  expect.diagnostics{"reached no gesture recognizer: it hit View<detail>"}
end)

scenario("SW7.1 a script's write of isHighlighted runs the override's didSet", function()
  presentCard()
  local close = find("close")
  close.isHighlighted = true
  expect.alpha("closeGlyph", 0.4)
  expect.equal(close.highlightChanges, 1, "one change")
  close.isHighlighted = false
  expect.alpha("closeGlyph", 1)
  expect.equal(close.highlightChanges, 2, "two changes")
  expect.noDiagnostics()
end)

scenario("T12.6 sizeToFit: a plain view keeps its size, a button fits its title", function()
  local plain = UIView(CGRect(5, 6, 10, 20))
  plain:sizeToFit()
  expect.equal(plain.frame, CGRect(5, 6, 10, 20), "UIView's sizeThatFits is its size")
  local button = UIButton{ type = "system", frame = CGRect(7, 8, 300, 300) }
  button:setTitle("Close", "normal")
  button:sizeToFit()
  expect.equal(button.frame.origin, CGPoint(7, 8), "sizeToFit keeps the origin")
  expect.equal(button.frame.size, button.intrinsicContentSize, "a button fits its content")
  expect.truthy(button.frame.width < 300, "smaller than it was")
end)

scenario("SW7.5 UIApplication.shared.statusBarFrame is the key window's status bar", function()
  -- an iPhone 14 (the default window): the status bar is the top safe area, 47 high
  window { root = home }
  expect.equal(UIApplication.shared.statusBarFrame, CGRect(0, 0, 390, 47), "an iPhone 14's status bar")
  -- a bare window has none
  window { root = home, size = {390, 844} }
  expect.equal(UIApplication.shared.statusBarFrame.height, 0, "a bare window's status bar height")
end)
