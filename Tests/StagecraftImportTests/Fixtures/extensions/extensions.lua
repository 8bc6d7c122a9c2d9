local home = screen "home" {}
local detail = screen "detail" {}

scenario("an animator uses the members its app adds to UIView and UIColor", function()
  window { root = home }
  transition(detail, { animator = animator "app/Fader.swift", style = "fullScreen" })
  local shown = present(home, detail)
  advance(0.2)                -- UIView.animate's ease-in-out at half of 0.4 s: 0.5
  expect.alpha("detail", 0.5, 0.01)
  untilIdle()
  expect.completedOnce(shown)
  expect.alpha("detail", 1)
  expect.noDiagnostics()
end)
