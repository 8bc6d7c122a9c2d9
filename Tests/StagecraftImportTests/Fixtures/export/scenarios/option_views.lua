local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("the views have the options' frame, image, text and names", function()
  window { root = home, size = {390, 844} }
  transition(card, { animator = animator "animators/option_views.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("cardImage", {0, 0, 0, 0})
  expect.equal(find("cardImage").imageName, "photo", "the image's name")
  expect.frame("cardTitle", {10, 20, 200, 30})
  expect.equal(find("cardTitle").text, "The Art of Motion", "the label's text")
  expect.noDiagnostics()
end)
