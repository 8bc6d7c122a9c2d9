-- A presentation controller as the delegate of the pan it adds (`pan.delegate = self`, as
-- PanModal's and DeckTransition's controllers do): its gestureRecognizerShouldBegin decides, with
-- the controller as self.
local home = screen "home" { backgroundColor = "white" }
local sheet = screen "sheet" { backgroundColor = "systemTeal" }

local function sheetWith(allow)
  local drags = {}
  local controller = {
    frameOfPresentedViewInContainerView = function(self) return CGRect(0, 300, 390, 544) end,
    presentationTransitionDidEnd = function(self, completed)
      local pan = UIPanGestureRecognizer(function(g) drags[#drags + 1] = g.state end)
      pan.delegate = self
      self.presentedView:addGestureRecognizer(pan)
    end,
    gestureRecognizerShouldBegin = function(self, g) return allow and self.presentedView ~= nil end,
  }
  window { root = home, size = {390, 844} }
  transition(sheet, { presentation = controller, animator = animator "animators/cross_fade.lua", style = "custom" })
  present(home, sheet)
  untilIdle()
  pan { from = {200, 400}, to = {200, 600}, duration = 0.3 }
  untilIdle()
  return drags
end

scenario("the controller says no: the pan fails, its action never runs", function()
  expect.equal(#sheetWith(false), 0)
  expect.diagnostics { "gestureRecognizerShouldBegin returned false" }
end)

scenario("the controller says yes: the pan begins and ends", function()
  local drags = sheetWith(true)
  expect.equal(drags[1], "began")
  expect.equal(drags[#drags], "ended")
  expect.noDiagnostics()
end)
