-- A presentation controller's close button (T12.6): its touchUpInside target dismisses the
-- presented screen. Relies on: a bare 390 × 844 window and the .custom style, both set here.
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("the close button the presentation controller adds dismisses the card", function()
  window { root = home, size = {390, 844} }
  transition(card, { presentation = presentation "presentations/close_card.lua", style = "custom" })
  present(home, card)
  untilIdle()
  expect.inHierarchy("closeButton")
  tap { at = {345, 115} }
  untilIdle()
  expect.events({ "closeButton.touchDown", "closeButton.touchUpInside" })
  expect.notInHierarchy("card")
  expect.noDiagnostics()
end)
