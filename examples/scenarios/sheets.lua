gallery { section = "UIKit", title = "Sheets: detents, grabber, drag and scroll", about = "UIKit's page sheet (T11.3) and UISheetPresentationController (T11.4): the card over the pushed-back screen, swipe to dismiss, medium and large detents with the grabber, and a list handing the drag to the sheet." }
-- UIKit's own sheets (T11.3, T11.4, docs/sheets.md): no animator, no presentation controller
-- script, just modalPresentationStyle and the sheet presentation controller, as apps write them.
-- Most scenarios ask for a bare 390 × 844 window without a safe area, so the card's top is at
-- 0 + 10 = 10 and the medium detent's at 844 / 2 = 422; the first one runs on the default iPhone 14,
-- whose 47-pt top safe area moves the card down. Numbers in the comments are worked out from the rules.

local function homeScreen()
  return screen "home" {
    backgroundColor = "systemBlue",
    label { "homeTitle", frame = {20, 100, 350, 40}, text = "Inbox", fontSize = 28 },
  }
end

local function plainSheet()
  return screen "sheet" {
    backgroundColor = "white",
    label { "sheetTitle", frame = {20, 30, 350, 30}, text = "New message", fontSize = 22 },
  }
end

local function sheetScreen()
  local made = plainSheet()
  made.modalPresentationStyle = "pageSheet"
  return made
end

-- Records the delegate's calls as events ("sheetDelegate.presentationControllerDidDismiss"…).
local function delegateFor(sheet, extra)
  local delegate = extra or {}
  delegate.debugName = "sheetDelegate"
  function delegate.presentationControllerDidDismiss(pc) end
  function delegate.presentationControllerWillDismiss(pc) end
  function delegate.presentationControllerDidAttemptToDismiss(pc) end
  function delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc) end
  sheet.presentationController.delegate = delegate
  return delegate
end

local function show(home, sheet, onTheDevice)
  if onTheDevice then window { root = home } else window { root = home, size = {390, 844} } end
  local shown = present(home, sheet)
  untilIdle()
  expect.completedOnce(shown)
end

scenario("a page sheet is a card over the pushed-back presenting view", function()
  local home, sheet = homeScreen(), plainSheet()   -- no style said: .automatic, a page sheet (T11.3)
  gallery { moment = 0.2 }   -- the card rising, the screen behind shrinking
  show(home, sheet, true)
  expect.equal(sheet.presentationController.presentationStyle, "pageSheet", "the resolved style")
  -- The card's top is 10 pt under the top safe area (47 + 10), down to the bottom: 844 − 57 tall.
  expect.frame("sheet", {0, 57, 390, 787})
  expect.equal(find("sheet").cornerRadius, 10, "the card's corner radius")
  -- The presenting view scaled to (390 − 32) / 390 about its centre, its top moved to the top safe
  -- area (47): 16 pt show each side.
  expect.frame("home", {16, 47, 358, 844 * 358 / 390}, 0.01)
  expect.alpha(sheet.sheetPresentationController.dimmingView, 0.4)
  expect.lifecycle { "sheet.viewWillAppear", "sheet.viewDidAppear" }   -- home hears nothing: it stays on screen
  expect.noDiagnostics()
end)

scenario("a long swipe down dismisses the page sheet", function()
  local home, sheet = homeScreen(), sheetScreen()
  delegateFor(sheet)
  show(home, sheet)
  pan { from = {195, 300}, to = {195, 800}, duration = 0.5, hold = 0.2 }
  gallery { moment = now() + 0.4 }   -- dragged most of the way down
  advance(0.6)
  expect.frame("sheet", {0, 510, 390, 834}, 0.01)   -- following the finger, 500 pt down
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.frame("home", {0, 0, 390, 844})
  expect.events { "sheetDelegate.presentationControllerWillDismiss", "sheet.viewWillDisappear",
                  "sheet.viewDidDisappear", "sheetDelegate.presentationControllerDidDismiss" }
  expect.noDiagnostics()
end)

scenario("a short swipe lets the sheet spring back", function()
  local home, sheet = homeScreen(), sheetScreen()
  delegateFor(sheet)
  show(home, sheet)
  -- 300 pt: the top at 310 is short of halfway between 10 and 844 (427), and the finger stops.
  gallery { moment = now() + 0.4 }   -- held short of half way: it will spring back
  pan { from = {195, 300}, to = {195, 600}, duration = 0.4, hold = 0.2 }
  untilIdle()
  expect.equal(home.presentedViewController, sheet, "home's presented controller")
  expect.frame("sheet", {0, 10, 390, 834})
  expect.lifecycle { "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("isModalInPresentation: the sheet rubber-bands and the delegate hears the attempt", function()
  local home, sheet = homeScreen(), sheetScreen()
  sheet.isModalInPresentation = true
  delegateFor(sheet)
  show(home, sheet)
  gallery { moment = now() + 0.5 }   -- rubber-banding: it may not be dismissed
  pan { from = {195, 300}, to = {195, 600}, duration = 0.4, hold = 0.2 }
  advance(0.5)
  -- 300 pt of pull moves it (1 − 1 / (300 × 0.55 / 844 + 1)) × 844 = 138 pt.
  local band = (1 - 1 / (300 * 0.55 / 844 + 1)) * 844
  expect.frame("sheet", {0, 10 + band, 390, 834 - band}, 0.01)
  untilIdle()
  expect.equal(home.presentedViewController, sheet, "still presented")
  expect.frame("sheet", {0, 10, 390, 834})
  expect.events { "sheetDelegate.presentationControllerDidAttemptToDismiss" }
  expect.noDiagnostics()
end)

scenario("medium and large detents: dragged up, flung down, and the grabber", function()
  local home, sheet = homeScreen(), sheetScreen()
  local controller = sheet.sheetPresentationController
  controller.detents = { UISheetPresentationController.Detent.medium(), UISheetPresentationController.Detent.large() }
  controller.prefersGrabberVisible = true
  delegateFor(sheet)
  show(home, sheet)
  gallery { moment = now() + 0.3 }   -- pulled up from medium, the grabber on top
  expect.frame("sheet", {0, 422, 390, 422})
  expect.frame("grabber", {177, 5, 36, 5})
  expect.frame("home", {0, 0, 390, 844})          -- a medium sheet leaves the presenting view alone
  -- 250 pt up and held: the top at 172 is nearer large (10) than medium (422).
  pan { from = {195, 600}, to = {195, 350}, duration = 0.4, hold = 0.2 }
  untilIdle()
  expect.frame("sheet", {0, 10, 390, 834})
  expect.equal(controller.selectedDetentIdentifier, "large", "the selected detent")
  -- 60 pt down in 0.1 s at 1500 pt/s: 70 + 0.499 × 1500 = 818.5 projected, nearest medium.
  pan { from = {195, 300}, to = {195, 360}, duration = 0.1, velocity = {0, 1500} }
  untilIdle()
  expect.frame("sheet", {0, 422, 390, 422})
  expect.equal(home.presentedViewController, sheet, "still presented")
  expect.events { "sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)",
                  "sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(medium)" }
  expect.noDiagnostics()
end)

scenario("largestUndimmedDetentIdentifier: no dim at medium, and the inbox takes taps", function()
  local home, sheet = homeScreen(), sheetScreen()
  local taps = 0
  home.view:addGestureRecognizer(UITapGestureRecognizer(function() taps = taps + 1 end))
  local controller = sheet.sheetPresentationController
  controller.detents = { "medium", "large" }
  controller.largestUndimmedDetentIdentifier = "medium"
  show(home, sheet)
  expect.alpha(controller.dimmingView, 0)
  tap { at = {195, 200} }
  advance(0.3)
  expect.equal(taps, 1, "taps on the presenting view")
  controller.selectedDetentIdentifier = "large"   -- from code: at once, no delegate call
  expect.alpha(controller.dimmingView, 0.4)
  expect.noDiagnostics()
end)

scenario("a custom detent and animateChanges", function()
  local home, sheet = homeScreen(), sheetScreen()
  local controller = sheet.sheetPresentationController
  local share = 0.25
  controller.detents = {
    UISheetPresentationController.Detent.custom("peek", function(context) return context.maximumDetentValue * share end),
    UISheetPresentationController.Detent.large(),
  }
  show(home, sheet)
  -- The maximum is 834: a quarter is 208.5 tall, its top at 635.5.
  gallery { moment = now() + 0.1 }   -- growing to the new detent
  expect.frame("sheet", {0, 635.5, 390, 208.5})
  share = 0.5
  controller:animateChanges(function() controller:invalidateDetents() end)
  advance(0.1)
  local top = find("sheet").presentationFrame.origin.y
  expect.truthy(top < 635.5 and top > 427, "on the way to the new height")
  untilIdle()
  expect.frame("sheet", {0, 427, 390, 417})        -- half of 834
  expect.noDiagnostics()
end)

scenario("a list in a medium sheet: pulling up grows the sheet, then scrolls the list", function()
  local home = homeScreen()
  local sheet = screen "sheet" {
    backgroundColor = "white",
    list { "messages", frame = {0, 0, 390, 844}, rows = {"Ada", "Grace", "Edsger", "Barbara", "Donald", "Alan",
      "Margaret", "Dennis", "Ken", "Bjarne", "Guido", "Yukihiro", "Brendan", "Anders", "Chris"}, rowHeight = 80 },
  }
  sheet.modalPresentationStyle = "pageSheet"
  local controller = sheet.sheetPresentationController
  controller.detents = { "medium", "large" }
  show(home, sheet)
  ---@type ListView
  local messages = find("messages")
  gallery { moment = now() + 0.45 }   -- the list at its top: the drag grows the sheet
  -- 250 pt up in 0.4 s: the pan begins 10.417 pt in (the second 120 Hz sample at 625 pt/s); the
  -- list is at its top, so the sheet takes the rest and grows to 422 − 239.6 = 182.4.
  pan { from = {195, 700}, to = {195, 450}, duration = 0.4, hold = 0.2 }
  advance(0.5)
  expect.near(find("sheet").presentationFrame.origin.y, 422 - (250 - 2 * 625 / 120), 1e-6, "the sheet's top")
  expect.near(messages.contentOffset.y, 0, 1e-9, "the list's offset")
  untilIdle()
  expect.frame("sheet", {0, 10, 390, 834})              -- nearer large than medium
  -- At the largest detent the same drag scrolls the list instead.
  pan { from = {195, 700}, to = {195, 450}, duration = 0.4, hold = 0.2 }
  untilIdle()
  expect.frame("sheet", {0, 10, 390, 834})
  expect.near(messages.contentOffset.y, 250 - 2 * 625 / 120, 1e-6, "the list's offset")
  expect.noDiagnostics()
end)
