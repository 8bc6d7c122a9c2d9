-- Inits an app's extensions add to UIKit classes (app/UIKitInits.swift), with Swift's meaning
-- (SW4.7): the convenience init's `self.init(…)` makes UIKit's object of the class it is called
-- on, then its body sets that object up, and the caller gets it.
local Wiring = require "app.Wiring"
local home = screen "home" { backgroundColor = "white" }

-- The bound type an object is (`PanGestureRecognizer<…>`: its description names it).
local function kind(object) return tostring(object):match("^(%w+)<") end

local function setUp()
  window { root = home, size = {390, 844} }
  local pad = UIView{ frame = {0, 0, 390, 400}, name = "pad" }
  local button = UIView{ frame = {300, 20, 60, 60}, name = "button" }
  local edgeArea = UIView{ frame = {0, 400, 390, 444}, name = "edgeArea" }
  home.view:addSubview(pad)
  home.view:addSubview(edgeArea)
  pad:addSubview(button)
  local wiring = Wiring.new()
  wiring:wire(pad, button, edgeArea)
  return wiring, pad, button, edgeArea
end

scenario("SW4.7 UIPanGestureRecognizer(addTo:target:action:) is a pan recognizer on the view, firing its target", function()
  local wiring, pad = setUp()
  expect.equal(kind(wiring.pan), "PanGestureRecognizer", "a pan recognizer")
  expect.equal(wiring.pan.view, pad, "the init's body added it to the view")
  pan { from = {50, 200}, to = {250, 200}, duration = 0.3 }
  untilIdle()
  expect.equal(wiring:get_summary(), "pan")
  expect.noDiagnostics()
end)

scenario("SW4.7 the failable overload: a tap recognizer for a view, nil for none", function()
  local wiring, pad, button = setUp()
  expect.equal(kind(wiring.tap), "TapGestureRecognizer", "a tap recognizer")
  expect.equal(wiring.tap.view, button, "added through the other overload")
  expect.equal(wiring.missing, nil, "no view: the init returned nil")
  tap(button)
  untilIdle()
  expect.equal(wiring:get_summary(), "tap")
  expect.noDiagnostics()
end)

scenario("SW4.7 an imported subclass calling the inherited init is an instance of the subclass", function()
  local wiring, pad, button, edgeArea = setUp()
  expect.equal(kind(wiring.edge), "ScreenEdgePanGestureRecognizer", "an edge pan")
  expect.equal(wiring.edge.view, edgeArea)
  expect.equal(wiring.edge.edges, "left")
  expect.equal(wiring.edge.begins, 0, "its stored property, made with it")
  edgePan { edge = "left", distance = 200, duration = 0.3, offset = 600 }
  untilIdle()
  expect.equal(wiring.edge.begins, 1, "the action saw the subclass")
  expect.equal(wiring:get_summary(), "edge")
  expect.noDiagnostics()
end)

scenario("SW4.7 views made by extension inits of UIView and UILabel", function()
  local wiring, pad = setUp()
  expect.equal(wiring.badge.frame, CGRect(10, 20, 100, 50), "self.init(frame:) made it")
  expect.equal(wiring.badge.name, "badge")
  expect.equal(wiring.badge.backgroundColor, UIColor.red)
  expect.equal(wiring.badge.superview, pad)
  expect.equal(kind(wiring.caption), "Label", "a label")
  expect.equal(wiring.caption.text, "hello")
  expect.equal(wiring.caption.name, "caption")
  -- the early return still gives the label, without the text
  expect.equal(kind(wiring.empty), "Label", "a label from the early return")
  expect.equal(wiring.empty.name, "caption")
  expect.equal(wiring.empty.text, nil, "the early return left the text unset")
  -- an imported view subclass made by UIView's extension init: an instance of it
  expect.equal(wiring.tinted.frame, CGRect(10, 20, 100, 50), "the subclass's self.init(frame:)")
  expect.equal(wiring.tinted.name, "tinted")
  expect.equal(wiring.tinted.backgroundColor, UIColor.blue)
  expect.equal(wiring.tinted.count, 3, "its stored property, made with it")
  expect.noDiagnostics()
end)
