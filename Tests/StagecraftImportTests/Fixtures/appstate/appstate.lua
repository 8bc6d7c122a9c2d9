-- A sheet places itself from what it reads of the app (app/SheetLayout.swift): the key window's
-- root controller's safe area (UIApplication.shared.keyWindow, Apple's "the app's key window"),
-- VoiceOver (off: no assistive technology runs headless) and its content height, a protocol
-- requirement the screen answers (Swift dispatches requirements to the conforming type).
require "app.SheetLayout"
local TallSheet = require "screens.TallSheet"
local ShortSheet = require "screens.ShortSheet"

scenario("on an iPhone 14 the sheet sits above the home indicator", function()
  local home = screen "home" {}
  window { root = home }   -- iPhone 14: safe area bottom 34
  expect.equal(UIApplication.shared.keyWindow.rootViewController.view.safeAreaInsets.bottom, 34)
  expect.equal(#UIApplication.shared.windows, 1)
  expect.equal(UIAccessibility.isVoiceOverRunning, false)
  local tall = UIViewController("tall", TallSheet)
  local short = UIViewController("short", ShortSheet)
  expect.equal(tall.bottomInset, 34)
  expect.equal(tall:sheetTop(844), 510)    -- 844 - (300 + 34): the screen's own height
  expect.equal(short:sheetTop(844), 710)   -- 844 - (100 + 34): the extension's default
end)

scenario("in a bare window there is no inset to keep clear of", function()
  local home = screen "home" {}
  window { root = home, size = {390, 844} }
  local tall = UIViewController("tall", TallSheet)
  expect.equal(tall:sheetTop(844), 544)
end)
