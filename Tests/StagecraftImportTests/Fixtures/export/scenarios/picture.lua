local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("the picture shows the image its name gives, on an opaque orange", function()
  window { root = home, size = {390, 844} }
  transition(card, { animator = animator "animators/picture.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("picture", {10, 20, 30, 40})
  expect.equal(find("picture").imageName, "pizza", "the image's name")
  expect.equal(find("picture").backgroundColor.alpha, 1, "the colour's alpha")
  expect.noDiagnostics()
end)
