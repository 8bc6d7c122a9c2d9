-- SW7.4: a presentation controller's convenience init calling UIKit's designated init
-- (app/HeightSheet.swift), made by a transitioning delegate (app/SheetDelegate.swift); UIKit's
-- default animations present and dismiss. SW7.7: its delegate's optional requirements, one implemented.
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
  -- SW7.7: the delegate implements sheetDidAppear (the sheet at half alpha); sheetDidDisappear,
  -- which it does not implement, is called as nothing at the dismissal's end
  expect.alpha("sheet", 0.5)
  local gone = dismiss(sheet)
  untilIdle()
  expect.completedOnce(gone)
  expect.noDiagnostics()
end)
