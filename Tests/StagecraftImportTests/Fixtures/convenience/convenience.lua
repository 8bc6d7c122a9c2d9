-- SW7.4: a presentation controller's convenience init calling UIKit's designated init
-- (app/HeightSheet.swift), made by a transitioning delegate (app/SheetDelegate.swift); UIKit's
-- default animations present and dismiss.
local home = screen "home" { backgroundColor = "white" }
local sheet = screen "sheet" { backgroundColor = "systemYellow", modalPresentationStyle = "custom" }

scenario("SW7.4 a convenience init's body runs after UIKit's designated init", function()
  window { root = home, size = {390, 844} }
  transition(sheet, { delegate = delegate "app/SheetDelegate.swift", style = "custom" })
  local shown = present(home, sheet)
  untilIdle()
  expect.completedOnce(shown)
  -- height 300 from the convenience init (the stored default is 200): y = 844 − 300
  expect.frame("sheet", {0, 544, 390, 300})
  local gone = dismiss(sheet)
  untilIdle()
  expect.completedOnce(gone)
  expect.noDiagnostics()
end)

-- SW7.7's runtime helper (the importer writes `receiver?.m?(…)` as S.optionalCall; @objc optional
-- requirements do not type-check on Linux, so the fixture's Swift cannot use them): called on the
-- receiver when it has the method, nil for a nil receiver, a table without it, a view without it.
scenario("SW7.7 S.optionalCall calls an implemented requirement on its receiver, else nothing", function()
  local S = require "swift_runtime"
  local listener = { factor = 10 }
  function listener:scaled(x) return self.factor * x end
  expect.equal(S.optionalCall(listener, "scaled", 3), 30, "the method with its receiver")
  expect.equal(S.optionalCall(nil, "scaled", 3), nil, "a nil receiver")
  expect.equal(S.optionalCall({}, "scaled", 3), nil, "a receiver without the method")
  expect.equal(S.optionalCall(UIView(CGRect(0, 0, 1, 1)), "sheetDidAppear"), nil, "a UIKit object without it")
end)
