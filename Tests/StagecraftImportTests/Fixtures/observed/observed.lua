-- SW4.2, SW4.3: what SideMenu's navigation controller and settings lean on, in a fixture of our own.
local Drawer = require "app.DrawerNavigationController"
local DrawerSettings = require "app.DrawerSettings"
local WidthProbe = require "helpers.WidthProbe"

-- SW4.3: the init's `self.settings = settings` runs no observer (Swift's rule for a class's own
-- initializer); each later write runs willSet with the new value, then didSet with the old one
-- (a whole-value write, and a write through a member, `settings.width += 60`).
scenario("SW4.3 a navigation subclass's observed property: silent in its init, observed after", function()
  local root = UIViewController("root")
  local drawer = Drawer.new(root, DrawerSettings.preferred(200))
  window { root = drawer, size = {390, 844} }
  untilIdle()
  expect.equal(#drawer.applied, 0, "no didSet while the init set it")
  expect.equal(#drawer.announced, 0, "no willSet while the init set it")
  expect.equal(drawer.settings.width, 200, "the value the init set")
  expect.equal(drawer.view.alpha, 1, "the didSet's alpha not applied by the init")
  drawer:widen(60)
  expect.equal(drawer.settings.width, 260, "the write through a member stored")
  expect.equal(drawer.announced[1], 260, "willSet saw the new value")
  expect.equal(drawer.applied[1], 200, "didSet saw the old value")
  expect.equal(drawer.view.alpha, 0.5, "didSet ran after the store: it read the new settings")
  local quiet = DrawerSettings.new()
  quiet.dimsBackground = false
  drawer.settings = quiet   -- a write from outside, through the controller
  expect.equal(#drawer.applied, 2, "the second write ran didSet once more")
  expect.equal(drawer.applied[2], 260, "with the value before it")
  expect.equal(drawer.view.alpha, 1, "and the new settings")
  expect.noDiagnostics()
end)

-- SW4.2: `width ?? WidthProbe.make().bounds.width` makes the probe only when width is nil.
scenario("SW4.2 ?? evaluates its right side only when the left is nil", function()
  WidthProbe.made = 0
  expect.equal(DrawerSettings.preferred(180).width, 180, "the left side")
  expect.equal(WidthProbe.made, 0, "the right side never ran")
  expect.equal(DrawerSettings.preferred(nil).width, 300, "the probe's width")
  expect.equal(WidthProbe.made, 1, "the right side ran once, for the nil")
end)
