-- Layout that transitions depend on (docs/layout.md, L1): autoresizing when the window resizes,
-- a screen that lays out in viewWillLayoutSubviews, layoutIfNeeded inside an animation block (the
-- Auto Layout idiom) and a presented controller sized by its preferredContentSize.
local slide = animator "animators/slide_up.lua"
local keyboardSheet = presentation "presentations/keyboard_sheet.lua"

scenario("autoresizing: a toolbar keeps to the bottom edge and the full width", function()
  local home = screen "home" {
    view { "toolbar", frame = {0, 794, 390, 50}, backgroundColor = "#f2f2f7",
           autoresizingMask = { "flexibleWidth", "flexibleTopMargin" } },
  }
  window { root = home }
  resize { 844, 390 }
  -- The controller's view is flexible in both directions; the toolbar's width takes the 454 pt
  -- the window gained, its top margin the 454 pt it lost: 794 − 454 = 340.
  expect.frame("home", {0, 0, 844, 390})
  expect.frame("toolbar", {0, 340, 844, 50})
  expect.noDiagnostics()
end)

-- A screen written in Lua that lays its panel out from its bounds, as viewWillLayoutSubviews does.
local Split = { className = "SplitViewController" }
function Split:viewDidLoad()
  self.panel = UIView(CGRect(0, 0, 0, 0), "panel")
  self.view:addSubview(self.panel)
end
function Split:viewWillLayoutSubviews()
  local size = self.view.bounds.size
  -- A sidebar a third of the width when there is room, else the top third.
  if size.width > size.height then
    self.panel.frame = CGRect(0, 0, size.width / 3, size.height)
  else
    self.panel.frame = CGRect(0, 0, size.width, size.height / 3)
  end
end

scenario("viewWillLayoutSubviews lays the screen out again after a resize", function()
  window { root = UIViewController("split", Split) }
  advance(0)  -- the layout pass at the end of the turn
  expect.frame("panel", {0, 0, 390, 844 / 3})
  resize { 844, 390 }
  advance(0)
  expect.frame("panel", {0, 0, 844 / 3, 390})
  expect.noDiagnostics()
end)

scenario("layoutIfNeeded in an animation block animates the new layout", function()
  local expanded = false
  local card = UIView{ frame = CGRect(0, 0, 390, 844), name = "cardHolder", layoutSubviews = function(self)
    local height = expanded and 600 or 200
    self:viewNamed("card").frame = CGRect(20, self.bounds.size.height - height - 20, 350, height)
  end }
  card:addSubview(UIView(CGRect(0, 0, 0, 0), "card"))
  window { root = screen "home" { card } }
  advance(0)
  expect.frame("card", {20, 624, 350, 200})
  -- Swift: expanded = true; view.setNeedsLayout(); UIView.animate(withDuration: 0.4) { view.layoutIfNeeded() }
  expanded = true
  card:setNeedsLayout()
  UIView.animate(0.4, function() card:layoutIfNeeded() end)
  advance(0.2)
  -- Halfway through UIKit's ease-in-ease-out, which is symmetric: halfway from 200 to 600 pt tall.
  expect.frame("card", {20, 424, 350, 400}, 0.01)
  untilIdle()
  expect.frame("card", {20, 224, 350, 600})
  expect.noDiagnostics()
end)

scenario("a presented controller sized by its preferredContentSize grows in an animation", function()
  local home = screen "home" { backgroundColor = "systemBackground" }
  local sheet = screen "sheet" { backgroundColor = "white" }
  sheet.preferredContentSize = CGSize(0, 200)
  window { root = home }
  transition(sheet, { animator = slide, presentation = keyboardSheet })
  present(home, sheet)
  untilIdle()
  -- The default iPhone 14: the sheet rests on the keyboard guide's top, the safe area's bottom,
  -- 34 pt above the screen's edge (844 − 34 − 200 = 610).
  expect.frame("sheet", {0, 610, 390, 200})
  -- preferredContentSizeDidChange marks the container; layoutIfNeeded in the block lays it out now.
  UIView.animate(0.4, function()
    sheet.preferredContentSize = CGSize(0, 400)
    sheet.presentationController.containerView:layoutIfNeeded()
  end)
  advance(0.2)
  expect.frame("sheet", {0, 510, 390, 300}, 0.01)
  untilIdle()
  expect.frame("sheet", {0, 410, 390, 400})
  expect.events { "KeyboardSheetPresentationController.preferredContentSizeDidChange",
                 "KeyboardSheetPresentationController.containerViewWillLayoutSubviews" }
  expect.noDiagnostics()
end)
