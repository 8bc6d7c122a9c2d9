-- A navigation stack: a fade push, a fade pop, and the system's left-edge swipe back.
local fade = animator "animators/cross_fade.lua"

local menu = screen "menu" {
  backgroundColor = "systemBackground",
  list { "pizzas", frame = {0, 0, 390, 844}, rows = {"Margherita", "Diavola", "Funghi"}, rowHeight = 60 },
}
local detail = screen "pizza" { backgroundColor = "systemOrange" }

scenario("push and pop cross-fade", function()
  local nav = navigation { menu, name = "nav" }
  window { root = nav }
  navigationTransition(nav, { animator = fade })
  push(nav, detail)
  advance(0.175)
  expect.alpha("pizza", 0.5, 0.01)
  untilIdle()
  expect.lifecycle { "menu.viewWillDisappear", "pizza.viewWillAppear", "menu.viewDidDisappear", "pizza.viewDidAppear" }
  pop(nav)
  untilIdle()
  expect.notInHierarchy("pizza")
  expect.inHierarchy("pizzas")
  expect.noDiagnostics()
end)

scenario("a left-edge swipe pops with the default slide", function()
  local nav = navigation { menu, name = "nav" }
  window { root = nav }
  push(nav, detail, false)
  untilIdle()
  edgePan { edge = "left", distance = 300, duration = 0.25, velocity = 800 }
  untilIdle()
  expect.notInHierarchy("pizza")
  expect.lifecycle { "pizza.viewWillDisappear", "menu.viewWillAppear", "pizza.viewDidDisappear", "menu.viewDidAppear" }
  expect.noDiagnostics()
end)
