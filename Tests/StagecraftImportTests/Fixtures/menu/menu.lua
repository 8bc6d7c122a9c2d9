-- A side drawer as SideMenu builds one, in Swift of our own: a navigation controller subclass whose
-- transitioningDelegate getter makes the delegate, a protocol extension's init, defaulted arguments.
local Drawer = require "app.MenuDrawerController"
local DrawerStyle = require "helpers.DrawerStyle"

-- T1.2 (the delegate is the one the getter answers), T1.7: presented and dismissed with the
-- getter's delegate and its linear 0.3 s slide in from x = -240 (DrawerStyle.slideIn's offset -1):
-- at 0.15 s, half way, x = -120; the dismissal mirrors it.
scenario("T1.2 a navigation subclass's transitioningDelegate getter is the delegate UIKit asks", function()
  local home = UIViewController("home")
  window { root = home, size = {390, 844} }
  untilIdle()
  local drawer = Drawer.new(UIViewController("list"))
  drawer.transitioningDelegate = nil   -- the setter override refuses it, as SideMenu's does
  expect.equal(drawer.refusedSets, 1, "the setter override ran")
  local shown = present(home, drawer)
  advance(0.15)
  expect.frame(drawer.view, {-120, 0, 240, 844}, 0.01)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame(drawer.view, {0, 0, 240, 844})
  expect.equal(drawer.transitionAsked, 1, "the getter's delegate was asked for the presentation")
  local gone = dismiss(drawer)
  advance(0.15)
  expect.frame(drawer.view, {-120, 0, 240, 844}, 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.equal(drawer.transitionAsked, 2, "and for the dismissal: the same delegate, made once")
  expect.notInHierarchy(drawer.view)
  expect.noDiagnostics()
end)

-- UIKit's isBeingPresented / isBeingDismissed in the appearance callbacks: true in will and did
-- of the presentation (resp. dismissal), false otherwise (did-disappear asks isBeingPresented).
scenario("isBeingPresented and isBeingDismissed hold through their transition's appearance calls", function()
  local home = UIViewController("home")
  window { root = home, size = {390, 844} }
  untilIdle()
  local drawer = Drawer.new(UIViewController("list"))
  expect.equal(drawer.isBeingPresented, false, "not before present")
  present(home, drawer)
  untilIdle()
  expect.equal(drawer.isBeingPresented, false, "not once presented")
  expect.equal(#drawer.presentedFlags, 2)
  expect.equal(drawer.presentedFlags[1], true, "viewWillAppear")
  expect.equal(drawer.presentedFlags[2], true, "viewDidAppear")
  dismiss(drawer)
  untilIdle()
  expect.equal(drawer.dismissedFlags[1], true, "viewWillDisappear")
  expect.equal(drawer.dismissedFlags[2], true, "viewDidDisappear")
  expect.equal(drawer.presentedFlags[3], false, "a dismissal is no presentation")
  expect.equal(drawer.isBeingDismissed, false, "not once dismissed")
end)

-- SW4.4: `DrawerStyle { $0.menuOffset = -1 }` runs the class's init() once, then the block.
scenario("SW4.4 a protocol extension's init runs the type's init, then its body", function()
  local style = DrawerStyle.get_slideIn()
  expect.equal(style.menuOffset, -1, "the block ran")
  expect.equal(style.made, 1, "the class's init() ran once")
  expect.equal(DrawerStyle.new().menuOffset, 0, "the class's own init alone")
end)

-- What SideMenu reads that the runtime answers headless: no text input (nothing resigns, false),
-- no device motion (no motion effects), no split view controller (nil).
scenario("endEditing, motionEffects and splitViewController answer as a headless UIKit", function()
  local home = UIViewController("home")
  window { root = home, size = {390, 844} }
  untilIdle()
  expect.equal(home.view:endEditing(true), false, "nothing was first responder")
  expect.equal(#home.view.motionEffects, 0, "no motion effects")
  expect.equal(home.splitViewController, nil, "no split view controller")
end)
