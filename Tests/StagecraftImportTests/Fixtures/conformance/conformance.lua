-- Swift checks protocol conformance at run time (The Swift Programming Language, "Type Casting"
-- and "Protocols › Checking for Protocol Conformance"): `is`, `as?` and a `case is` pattern answer
-- for a type that adopts the protocol in its declaration or in an extension, for its subclasses,
-- and for a protocol the adopted one inherits; `A & B` needs both (app/Content.swift).
local Content = require "app.Content"
local TallSheet = require "screens.TallSheet"
local PlainScreen = require "screens.PlainScreen"
local Checker = require "helpers.Checker"
local Panel = require "helpers.Panel"
local Card = require "helpers.Card"
local PhotoCard = require "helpers.PhotoCard"
local Badge = require "helpers.Badge"

scenario("a screen is the protocols its class adopts, and their parents", function()
  window { root = screen "home" {}, size = {390, 844} }
  local checker = Checker.new()
  local tall = UIViewController("tall", TallSheet)
  local plain = UIViewController("plain", PlainScreen)
  expect.equal(checker:isContent(tall), true)
  expect.equal(checker:isSized(tall), true)        -- SheetContent inherits Sized
  expect.equal(checker:isContent(plain), false)
  expect.equal(checker:isSized(plain), false)
  -- UIViewController & SheetContent: the alias resolved, both parts checked
  expect.equal(checker:layoutHeight(tall), 300)
  expect.equal(checker:layoutHeight(plain), -1)
  expect.equal(checker:sizedHeight(tall), 300)
end)

scenario("an object is the protocols of its class, its extensions and its bases", function()
  local checker = Checker.new()
  local panel = Panel.new()
  expect.equal(checker:isContent(panel), true)
  expect.equal(checker:isSized(panel), true)
  expect.equal(checker:layoutHeight(panel), -1)    -- sheet content, but no controller
  expect.equal(checker:sizedHeight(Card.new()), 10)        -- adopted in another file's extension
  expect.equal(checker:sizedHeight(PhotoCard.new()), 10)   -- through its base class
  expect.equal(checker:isContent(PhotoCard.new()), false)
  expect.equal(checker:isSized(Badge.new()), false)
  expect.equal(checker:isSized(3), false)
end)
