-- Safe areas and the keyboard (T11.5, docs/layout.md): a reply sheet that sits above the home
-- indicator and rides up with the keyboard, on an iPhone 15, an iPhone SE and an iPad, and after
-- a rotation; and a header that a view overriding layoutSubviews keeps under the status bar or
-- the Dynamic Island. Expected numbers are the devices' (Apple's) sizes and insets, worked out in
-- the comments.
local slide = animator "animators/slide_up.lua"
local keyboardSheet = presentation "presentations/keyboard_sheet.lua"

-- The home screen: a content view that follows the screen's size (autoresizing) and lays its
-- header out against its safe area, as a UIView subclass overriding layoutSubviews does.
local safeAreaChanges = 0

local function homeScreen()
  local header = label { "header", text = "Messages" }
  local content = UIView{ frame = CGRect(0, 0, 390, 844), name = "content", layoutSubviews = function(self)
    local safe = self.safeAreaLayoutGuide.layoutFrame
    header.frame = CGRect(safe.origin.x, safe.origin.y, safe.size.width, 44)
  end }
  content.autoresizingMask = { "flexibleWidth", "flexibleHeight" }
  content:addSubview(header)
  return screen "home" {
    backgroundColor = "systemBackground", content,
    viewSafeAreaInsetsDidChange = function(vc) safeAreaChanges = safeAreaChanges + 1 end,
  }
end

-- The sheet asks for 300 pt of height; keyboard_sheet.lua gives it that, resting on the keyboard guide.
local function sheetScreen()
  local sheet = screen "sheet" {
    backgroundColor = "white",
    label { "sheetTitle", frame = {20, 20, 300, 30}, text = "Reply" },
  }
  sheet.preferredContentSize = CGSize(0, 300)
  return sheet
end

local function presentSheet(home, sheet)
  window { root = home }
  transition(sheet, { animator = slide, presentation = keyboardSheet })
  local shown = present(home, sheet)
  untilIdle()
  expect.completedOnce(shown)
end

scenario("iPhone 15: above the home indicator, then riding up with the keyboard", function()
  device "iPhone 15"
  local home, sheet = homeScreen(), sheetScreen()
  local willShow
  NotificationCenter.default:addObserver(UIResponder.keyboardWillShowNotification, function(note)
    willShow = note.userInfo
  end)
  presentSheet(home, sheet)
  -- 393 × 852 with 59 pt on top (Dynamic Island) and 34 pt at the bottom (home indicator).
  expect.frame("content", {0, 0, 393, 852})
  expect.frame("header", {0, 59, 393, 44})
  expect.frame("sheet", {0, 852 - 34 - 300, 393, 300})

  showKeyboard { height = 336 }
  expect.equal(willShow[UIResponder.keyboardAnimationCurveUserInfoKey], 7, "the keyboard's curve")
  expect.equal(willShow[UIResponder.keyboardAnimationDurationUserInfoKey], 0.25, "the keyboard's duration")
  expect.equal(willShow[UIResponder.keyboardFrameEndUserInfoKey].origin.y, 852 - 336, "the keyboard's top")
  expect.equal(willShow[UIResponder.keyboardFrameBeginUserInfoKey].origin.y, 852, "the keyboard's start, below the screen")
  advance(0.1)
  -- Curve 7 is a spring of mass 3, stiffness 1000, damping 500 (critical formula, ω0 = √(1000/3)):
  -- 1 − e^(−ω0·0.1)(1 + ω0·0.1) = 54.478 % of the way from y 518 to 216 after 0.1 s.
  expect.frame("sheet", {0, 353.48, 393, 300}, 0.01)
  -- The keyboard is drawn (T11.5f), rising on the same curve from 852: 852 − 0.54478·336 = 668.95.
  expect.frame("keyboard", {0, 668.95, 393, 336}, 0.01)
  untilIdle()
  expect.frame("sheet", {0, 852 - 336 - 300, 393, 300})
  expect.frame("keyboard", {0, 852 - 336, 393, 336})
  expect.lifecycle { "NotificationCenter.UIKeyboardWillShowNotification", "NotificationCenter.UIKeyboardDidShowNotification" }

  hideKeyboard()
  untilIdle()
  expect.frame("sheet", {0, 518, 393, 300})
  expect.notInHierarchy("keyboard")
  expect.noDiagnostics()
end)

scenario("iPhone SE: no home indicator, a 20 pt status bar", function()
  device "iPhone SE"
  local home, sheet = homeScreen(), sheetScreen()
  presentSheet(home, sheet)
  -- 375 × 667: the sheet reaches the bottom edge; the header sits under the status bar.
  expect.frame("header", {0, 20, 375, 44})
  expect.frame("sheet", {0, 667 - 300, 375, 300})
  expect.equal(UIScreen.main.bounds.size.height, 667, "UIScreen.main's height")
  expect.equal(UIScreen.main.scale, 2, "UIScreen.main's scale (@2x)")
  showKeyboard { height = 260 }
  untilIdle()
  expect.frame("sheet", {0, 667 - 260 - 300, 375, 300})
  expect.noDiagnostics()
end)

scenario("iPhone 15 rotated: the sides keep clear, a smaller sheet over a shorter keyboard", function()
  device "iPhone 15"
  local home, sheet = homeScreen(), sheetScreen()
  presentSheet(home, sheet)
  local changes = safeAreaChanges
  rotate "landscapeLeft"
  -- The rotation animates (LY1.7): a quarter turn takes 0.3 s on ease-in-ease-out; the layout pass
  -- ran at once, inside its block, so half way in time the header is half way from
  -- {0, 59, 393, 44} to {59, 0, 734, 44}.
  expect.equal(safeAreaChanges - changes, 1, "viewSafeAreaInsetsDidChange calls for the rotation")
  advance(0.15)
  expect.frame("header", {29.5, 29.5, 563.5, 44}, 0.01)
  advance(0.15)
  -- 852 × 393 with 59 pt on each side and 21 pt at the bottom: 393 − 21 − 300 = 72.
  expect.frame("content", {0, 0, 852, 393})
  expect.equal(UIScreen.main.bounds.size.width, 852, "UIScreen.main's width in landscape")
  expect.frame("header", {59, 0, 734, 44})
  expect.frame("sheet", {59, 72, 734, 300})
  -- A new preferredContentSize reaches the presentation controller, which lays the container out
  -- again at the end of this run-loop turn.
  sheet.preferredContentSize = CGSize(0, 150)
  expect.frame("sheet", {59, 72, 734, 300})
  advance(0)
  expect.frame("sheet", {59, 393 - 21 - 150, 734, 150})
  showKeyboard { height = 160 }
  untilIdle()
  expect.frame("sheet", {59, 393 - 160 - 150, 734, 150})
  expect.noDiagnostics()
end)

scenario("iPad in landscape: 24 pt status bar, 20 pt home indicator", function()
  window { root = homeScreen(), device = "iPad", orientation = "landscapeLeft" }
  expect.frame("content", {0, 0, 1180, 820})
  expect.frame("header", {0, 24, 1180, 44})
  expect.equal(find("content").safeAreaInsets.bottom, 20, "the home indicator's inset")
  expect.noDiagnostics()
end)
