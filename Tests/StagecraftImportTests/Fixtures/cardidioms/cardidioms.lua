-- Idioms of a card presentation library's Swift (app/), found running real code (SW11): a
-- screen set up in its nib init, an extension's own computed property written inside it,
-- UIButton(frame:), an extension init with a defaulted parameter, `if let _ =`. Expected values
-- are Swift's and UIKit's meaning, worked out by hand from the fixture's code.
local Cards = require "app.Cards"
local Sheet = require "app.Sheet"
local TallSheet = require "app.TallSheet"
local Counter = require "app.Counter"
local Broken = require "app.Broken"
local home = screen "home" { backgroundColor = "white" }

scenario("SW11.5 a screen's nib init is what makes it without arguments, as UIKit's init() reaches it", function()
  window { root = home, size = {390, 844} }
  local sheet = UIViewController("sheet", Sheet.new())
  expect.equal(sheet.madeBy, "init()", "init(nibName: nil, bundle: nil) ran")
  expect.equal(sheet.setUps, 1, "once")
  expect.equal(sheet.modalPresentationStyle, "overFullScreen", "the style its init set")
  local named = UIViewController("named", Sheet.new("Main"))
  expect.equal(named.madeBy, "Main", "with a nib name, that name")
  home:present(sheet, true)
  untilIdle()
  expect.inHierarchy("sheet")
  expect.frame("sheet", {0, 0, 390, 844})
  expect.inHierarchy("home")   -- over full screen: the presenting view stays
  expect.noDiagnostics()
end)

scenario("SW11.5 a subclass without an init is made by the inherited nib init, from Lua and from Swift", function()
  window { root = home, size = {390, 844} }
  local tall = UIViewController("tall", TallSheet.new())
  expect.equal(tall.madeBy, "init()")
  expect.equal(tall.modalPresentationStyle, "overFullScreen")
  expect.equal(tall.height, 500)
  local fromSwift = Cards.new():makeSheet()
  expect.equal(fromSwift.madeBy, "init()", "TallSheet() in Swift")
  expect.equal(fromSwift.setUps, 1)
  expect.noDiagnostics()
end)

scenario("SW11.5 an init that fails raises at its Swift line where the screen is made", function()
  window { root = home, size = {390, 844} }
  local made, message = pcall(UIViewController, "broken", Broken.new())
  expect.equal(made, false, "no screen made")
  expect.truthy(tostring(message):find("Broken.swift:8: Fatal error: no broken screens", 1, true), tostring(message))
  expect.noDiagnostics()
end)

scenario("SW11.2 an extension of UIViewController writes its own computed property through its setter", function()
  window { root = home, size = {390, 844} }
  local cards = Cards.new()
  expect.equal(cards:pinAndRead(home, "note"), "note", "self.pinned = text, read back by its getter")
  expect.equal(cards:pinAndRead(home, "again"), "again", "written a second time")
  expect.equal(cards:unpinAndRead(home), nil, "pinned = nil, bare")
  expect.noDiagnostics()
end)

scenario("SW11.3 UIButton(frame:) and UIButton() are custom buttons", function()
  window { root = home, size = {390, 844} }
  local cards = Cards.new()
  local close = cards:closeButton()
  expect.equal(close.buttonType, "custom", "UIButton(frame:) is custom")
  expect.frame(close, {1, 2, 30, 40})
  local plain = cards:plainButton()
  expect.equal(plain.buttonType, "custom", "UIButton() is custom")
  expect.frame(plain, {0, 0, 0, 0})
  expect.noDiagnostics()
end)

scenario("SW11.4 an extension init called without its defaulted parameter gets the default", function()
  window { root = home, size = {390, 844} }
  local cards = Cards.new()
  expect.frame(cards:square(), {10, 10, 50, 50})   -- inset left out: 10
  expect.frame(cards:insetSquare(), {20, 20, 50, 50})   -- inset written: 20
  expect.frame(cards:framed(), {5, 6, 7, 8})   -- UIKit's init(frame:), not init(tint:frame:)
  expect.noDiagnostics()
end)

scenario("SW11.1 if let _ and guard let _ test only that the value is there, made once", function()
  window { root = home, size = {390, 844} }
  local cards = Cards.new()
  expect.equal(cards:place(nil), "none", "guard let _ = nil exits")
  local loose = UIView{ frame = {0, 0, 10, 10}, name = "loose" }
  expect.equal(cards:place(loose), "loose", "if let _ = nil superview is not taken")
  home.view:addSubview(loose)
  expect.equal(cards:place(loose), "placed", "if let _ = a superview is taken")
  expect.equal(cards:buildTwice(), "second", "the second build() is there")
  expect.equal(cards.built, 2, "each build() ran once")
  expect.noDiagnostics()
end)

scenario("SW11.6 a screen's observers run for each write with the old value, not while its init sets it", function()
  window { root = home, size = {390, 844} }
  local counter = UIViewController("counter", Counter.new())
  expect.equal(counter.count, 5, "its init set it")
  expect.equal(#counter.olds, 0, "silently")
  counter:bump()
  counter:bump()
  expect.equal(counter.count, 7)
  expect.equal(#counter.olds, 2, "didSet ran twice")
  expect.equal(counter.olds[1], 5, "first old value")
  expect.equal(counter.olds[2], 6, "second old value")
  expect.noDiagnostics()
end)

scenario("SW11.6 an interaction controller's observers run around each write", function()
  window { root = home, size = {390, 844} }
  local scrub = Cards.new():makeScrub()
  expect.equal(scrub.percent, 0, "its initial value")
  scrub:move(0.25)
  scrub:move(0.5)
  expect.equal(scrub.percent, 0.5, "read back after the writes")
  expect.equal(#scrub.news, 2, "willSet ran twice")
  expect.equal(scrub.news[2], 0.5, "willSet saw the new value")
  expect.equal(#scrub.olds, 2, "didSet ran twice")
  expect.equal(scrub.olds[1], 0, "first old value")
  expect.equal(scrub.olds[2], 0.25, "second old value")
  expect.noDiagnostics()
end)
