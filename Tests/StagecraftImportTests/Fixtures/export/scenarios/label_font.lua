-- SW10.2, by hand: the title's size is the 28 the animator sets, the subtitle's half the title's.
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("the labels have the sizes the animator gives them", function()
  window { root = home, size = {390, 844} }
  transition(card, { animator = animator "animators/label_font.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.equal(find("title").fontSize, 28, "the title's size")
  expect.equal(find("subtitle").fontSize, 14, "the subtitle's size")
  expect.equal(find("title").text, "Title", "the title's text")
  expect.noDiagnostics()
end)
