local home = screen "home" {}
local detail = screen "detail" {}

scenario("an animator uses the members its app adds to UIView and UIColor", function()
  window { root = home }
  transition(detail, { animator = animator "app/Fader.swift", style = "fullScreen" })
  local shown = present(home, detail)
  advance(0.2)                -- UIView.animate's ease-in-out at half of 0.4 s: 0.5
  expect.alpha("detail", 0.5, 0.01)
  advance(0.19)               -- 0.39 s: asyncAfter's 400 ms are not over
  expect.completions(shown, 0)
  untilIdle()
  expect.completedOnce(shown)
  expect.equal(now(), 0.4, "the transition ended at asyncAfter's deadline")
  expect.alpha("detail", 1)
  expect.noDiagnostics()
end)
