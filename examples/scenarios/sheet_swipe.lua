-- A dimmed half-height sheet slides up; a swipe down past half its height dismisses it,
-- a short one lets it spring back. The roles are the scripts as a user writes them: an animator,
-- a presentation controller (extending DimmingPresentationController) and an interaction handler
-- that owns its pan.
local slide = animator "animators/slide_up.lua"
local halfSheet = presentation "presentations/half_sheet.lua"
local swipeDown = interaction "interactions/swipe_down.lua"

local home = screen "home" {
  backgroundColor = "systemGroupedBackground",
  list { "menu", frame = {0, 100, 390, 744}, rows = {"Margherita", "Diavola", "Funghi", "Capricciosa"}, rowHeight = 60 },
}
local sheet = screen "sheet" {
  backgroundColor = "white",
  view { "grabber", frame = {177, 6, 36, 5}, backgroundColor = "#d1d1d6", cornerRadius = 2.5 },
  label { "sheetTitle", frame = {20, 24, 350, 30}, text = "Swipe me down", fontSize = 22 },
}

local function presentSheet(halfway)
  window { root = home }
  transition(sheet, { animator = slide, presentation = halfSheet, interactive = swipeDown })
  local shown = present(home, sheet)
  if halfway then halfway() end
  untilIdle()
  return shown
end

scenario("the sheet rests on the lower half over a 40 % dim", function()
  local shown = presentSheet(function()
    advance(0.2)
    -- Half of the 0.4 s ease-out, cubic-bezier(0, 0, 0.58, 1): 68.46 % of the way from y 844 to 422.
    expect.frame("sheet", {0, 555.08, 390, 422}, 0.05)
  end)
  expect.frame("sheet", {0, 422, 390, 422})
  expect.alpha("dimming", 0.4, 0.001)
  expect.order(find("sheet").superview, { "dimming", "sheet" })
  expect.equal(find("sheet").cornerRadius, 12, "the sheet's corner radius (set by half_sheet.lua)")
  expect.completedOnce(shown)
  expect.noDiagnostics()
end)

scenario("a long swipe down dismisses it", function()
  presentSheet()
  pan { from = {195, 600}, to = {195, 900}, duration = 0.3, hold = 0.05 }
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.notInHierarchy("dimming")
  expect.equal(find("sheet").cornerRadius, 0, "the sheet's corner radius once dismissed")
  expect.lifecycle { "sheet.viewWillDisappear", "sheet.viewDidDisappear" }
  expect.noDiagnostics()
end)

scenario("a short slow swipe lets the sheet settle back", function()
  presentSheet()
  pan { from = {195, 600}, to = {195, 680}, duration = 0.4, hold = 0.1 }
  advance(0.45)
  -- The handler drives the dismissal, which is linear while interactive: the sheet follows the finger.
  expect.frame("sheet", {0, 422 + 80, 390, 422}, 0.01)
  untilIdle()
  expect.equal(home.presentedViewController, sheet, "home's presented controller")
  expect.frame("sheet", {0, 422, 390, 422})
  expect.alpha("dimming", 0.4, 0.001)
  expect.noDiagnostics()
end)

scenario("a tap on the dim dismisses it", function()
  presentSheet()
  tap { at = {195, 200} }
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.noDiagnostics()
end)
