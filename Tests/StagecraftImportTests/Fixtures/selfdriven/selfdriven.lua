-- Self-driven interaction controllers (UIViewControllerInteractiveTransitioning implemented by the
-- controller itself, not a UIPercentDrivenInteractiveTransition) as scenario roles, beside a
-- percent-driven handler in the same file. app/SlideAway.swift slides the presented screen down on
-- a linear 0.5-s property animator of its own, scrubbed by a pan on the container over 400 points;
-- app/FadeOut.swift is the animator, a linear 0.4-s fade-out.
-- Relies on: a bare 390 × 844 window and full-screen presentations (the presented view is in the
-- container while it is dismissed, and its frame is the window's bounds), both given explicitly.
local seen = {}
local home = screen "home" {}
local detail = screen "detail" {
  backgroundColor = "systemYellow",
  -- T5.7: the coordinator exists from viewWillDisappear; its answers come from the interaction controller.
  viewWillDisappear = function(vc)
    local coordinator = vc.transitionCoordinator
    seen.initiallyInteractive = coordinator.initiallyInteractive
    seen.isInteractive = coordinator.isInteractive
    seen.completionCurve = coordinator.completionCurve
    seen.completionVelocity = coordinator.completionVelocity
  end,
}

local function presented(interactive)
  window { root = home, size = {390, 844} }
  transition(detail, { dismiss = animator "app/FadeOut.swift", interactive = interactive, style = "fullScreen" })
  present(home, detail)
  untilIdle()
end

scenario("T6.1 a Swift self-driven controller is started instead of the animator, waits for the finger and finishes", function()
  presented(interaction "app/SlideAway.swift")
  dismiss(detail)
  advance(0.2)
  -- T2.5 / T5.7: wantsInteractiveStart (true) makes the transition interactive from its start
  -- (the coordinator says so in viewWillDisappear already): nothing runs until the pan.
  expect.equal(seen.initiallyInteractive, true)
  expect.equal(seen.isInteractive, true)
  -- T5.7: the coordinator's completion answers are the interaction controller's.
  expect.equal(seen.completionCurve, "easeOut")
  expect.equal(seen.completionVelocity, 2)
  expect.frame("detail", {0, 0, 390, 844}, 0.01)
  pan { from = {195, 300}, to = {195, 600}, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 300 / 400 = 0.75 of the linear slide to y = 844: y = 633; the animator's fade never ran.
  expect.frame("detail", {0, 633, 390, 844}, 0.01)
  expect.alpha("detail", 1, 0.001)
  untilIdle()
  expect.notInHierarchy("detail")
  expect.inHierarchy("home")
  expect.events { "SlideAway.startInteractiveTransition", "dismiss(detail).finishInteractiveTransition(percent=0.75)",
                  "dismiss(detail).completeTransition(completed=true)" }
  -- T1.2 / T6.1: UIKit asks the animator's duration and starts the interaction controller instead
  -- of it (never animateTransition); the animator still hears that the transition ended.
  expect.events({ "FadeOut.transitionDuration", "FadeOut.animationEnded(completed=true)" }, { exact = true })
  expect.noDiagnostics()
end)

scenario("T2.4 a Swift self-driven controller released before half way cancels, and the screen stays", function()
  presented(interaction "app/SlideAway.swift")
  dismiss(detail)
  pan { from = {195, 300}, to = {195, 400}, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 100 / 400 = 0.25 of the way: y = 211
  expect.frame("detail", {0, 211, 390, 844}, 0.01)
  untilIdle()
  expect.inHierarchy("detail")
  expect.frame("detail", {0, 0, 390, 844}, 0.01)
  expect.events { "dismiss(detail).cancelInteractiveTransition(percent=0.25)", "dismiss(detail).completeTransition(completed=false)" }
  expect.noDiagnostics()
end)

scenario("T6.5 a Swift self-driven controller whose wantsInteractiveStart is false runs by itself", function()
  local away = interaction "app/SlideAway.swift"
  away.wantsInteractiveStart = false
  presented(away)
  dismiss(detail)
  advance(0.25)
  -- T2.5 / T5.7: not interactive from the start; the slide runs by itself, half way at 0.25 s of 0.5 s.
  expect.equal(seen.initiallyInteractive, false)
  expect.equal(seen.isInteractive, false)
  expect.frame("detail", {0, 422, 390, 844}, 0.01)
  untilIdle()
  expect.notInHierarchy("detail")
  expect.events { "SlideAway.startInteractiveTransition", "dismiss(detail).completeTransition(completed=true)" }
  expect.noDiagnostics()
end)

-- A percent-driven handler, in the same file: UIKit's controller scrubs the animator's fade.
local PullDown = { debugName = "PullDown" }
function PullDown.handleGesture(interaction, pan)
  local progress = math.min(math.max(pan:translation(nil).y / 400, 0), 1)
  if pan.state == "began" then
    detail:dismiss(true)
  elseif pan.state == "changed" then
    interaction:update(progress)
  elseif pan.state == "ended" then
    if progress > 0.5 then interaction:finish() else interaction:cancel() end
  end
end

scenario("T6.2 a percent-driven handler in the same file scrubs the animator it starts", function()
  presented(interaction(PullDown))
  pan { from = {195, 300}, to = {195, 600}, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 0.75 of the linear 0.4-s fade: alpha 0.25; the view does not move.
  expect.alpha("detail", 0.25, 0.01)
  expect.frame("detail", {0, 0, 390, 844}, 0.01)
  untilIdle()
  expect.notInHierarchy("detail")
  expect.events { "FadeOut.animateTransition", "dismiss(detail).finishInteractiveTransition(percent=0.75)",
                  "dismiss(detail).completeTransition(completed=true)" }
  expect.noDiagnostics()
end)

-- A self-driven controller written in Lua: a table with startInteractiveTransition and no handler callbacks.
local FadeByItself = { debugName = "FadeByItself", wantsInteractiveStart = false }
function FadeByItself:startInteractiveTransition(ctx)
  seen.startedInteractive = ctx.isInteractive
  local from, to = ctx:view("from"), ctx:view("to")
  ctx.containerView:insertSubviewBelowSubview(to, from)
  local fade = UIViewPropertyAnimator(0.5, "linear", function() from.alpha = 0 end)
  fade:addCompletion(function(position) ctx:completeTransition(position == "end") end)
  fade:startAnimation()
end

scenario("T6.5 a Lua self-driven table runs by itself when it does not want an interactive start", function()
  presented(FadeByItself)
  dismiss(detail)
  advance(0.25)
  expect.equal(seen.startedInteractive, false)
  expect.alpha("detail", 0.5, 0.001)
  untilIdle()
  expect.notInHierarchy("detail")
  expect.events({ "FadeOut.transitionDuration", "FadeOut.animationEnded(completed=true)" }, { exact = true })
  expect.noDiagnostics()
end)
