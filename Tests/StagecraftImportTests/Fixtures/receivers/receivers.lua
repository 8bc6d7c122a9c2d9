-- Receivers whose static type decides the member (app/Receivers.swift), as Swift resolves them.
local Receivers = require "app.Receivers"
local first = screen "first" { backgroundColor = "white" }
local home = screen "home" { backgroundColor = "white" }

scenario("SW5.2 a method whose labels only the import's class takes is that class's, the receiver's type unknown", function()
  local receivers = Receivers.new()
  expect.equal(receivers:open("menu", home), "menu: interactive", "Launcher.present(from:interactively:)")
  expect.equal(receivers:open("menu", nil), "menu: nothing to present from", "its guard")
  expect.equal(receivers:open("", home), "none", "no launcher")
end)

scenario("SW5.3 `x?.isHidden == false` through UIViewController's extension: false is not nil", function()
  window { root = home, size = {390, 844} }
  local receivers = Receivers.new()
  local nav = UINavigationController{ rootViewController = first, name = "nav" }
  nav.modalPresentationStyle = "fullScreen"
  expect.equal(receivers:isShowing(nav), false, "not presented: hidden")
  expect.equal(receivers:isShowing(nil), false, "nil == false is false")
  home:present(nav, false)
  untilIdle()
  expect.equal(receivers:isShowing(nav), true, "presented: isHidden is false, and `false == false`")
end)

scenario("SW5.4 a generic class's property typed by its parameter has the argument's type", function()
  window { root = home, size = {390, 844} }
  local receivers = Receivers.new()
  local nav = UINavigationController{ rootViewController = first, name = "nav" }
  nav.modalPresentationStyle = "fullScreen"
  expect.equal(receivers:get_heldIsHidden(), false, "nothing held: nil == true is false")
  receivers:hold(nav)
  expect.equal(receivers:get_heldIsHidden(), true, "held, not presented: the extension's isHidden")
  home:present(nav, false)
  untilIdle()
  expect.equal(receivers:get_heldIsHidden(), false, "presented")
end)

scenario("SW5.5 isKeyWindow is the application's key window; reversed() is last first", function()
  local receivers = Receivers.new()
  expect.equal(receivers:get_keyRoot(), nil, "no window yet: no key window")
  window { root = home, size = {390, 844} }
  expect.equal(receivers:get_keyRoot(), home, "the scenario's window is key")
  expect.equal(receivers:backwards({"a", "b", "c"}), "c,b,a", "reversed")
  expect.equal(receivers:backwards({}), "", "empty")
end)
