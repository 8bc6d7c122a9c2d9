-- Associated objects in Swift (app/UIView+Badge.swift: stored properties an extension adds to
-- UIView with objc_getAssociatedObject/objc_setAssociatedObject, keyed by &BadgeKeys.x), used by
-- app/Badger.swift: per object, per key, alive as long as the object.
local Badger = require "app.Badger"
local home = screen "home" { backgroundColor = "white" }

scenario("each view keeps its own badge, and each key its own value", function()
  local badger = Badger.new()
  local a, b = UIView({0, 0, 10, 10}, "a"), UIView({0, 0, 10, 10}, "b")
  expect.equal(badger:count(a), 0)
  expect.equal(badger:label(a), nil)
  badger:bump(a)
  badger:bump(a)
  badger:bump(b)
  expect.equal(badger:count(a), 2)
  expect.equal(badger:count(b), 1)
  -- two keys on one view: the count and the label are apart
  expect.equal(badger:label(a), "2 bumps")
  expect.equal(badger:label(b), "1 bumps")
  -- setting nil removes the value
  badger:clear(a)
  expect.equal(badger:label(a), nil)
  expect.equal(badger:count(a), 2)
end)

scenario("a view found again in the window carries its badge", function()
  window { root = home, size = {390, 844} }
  local badger = Badger.new()
  home.view:addSubview(UIView({0, 0, 10, 10}, "kept"))
  badger:bump(find("kept"))
  badger:bump(find("kept"))
  expect.equal(badger:count(find("kept")), 2)
  expect.equal(badger:label(find("kept")), "2 bumps")
end)

scenario("a Lua table may carry associated values too, and a nil key is an error", function()
  local owner, key = {}, {}
  objc_setAssociatedObject(owner, key, 42)
  expect.equal(objc_getAssociatedObject(owner, key), 42)
  expect.equal(objc_getAssociatedObject({}, key), nil)
  expect.equal(objc_getAssociatedObject(owner, {}), nil)
  local ok, message = pcall(objc_setAssociatedObject, owner, nil, 1)
  expect.truthy(not ok and message:find("a key is needed", 1, true), tostring(message))
end)
