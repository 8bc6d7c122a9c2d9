-- A Swift presentation controller that is its own adaptive delegate (`delegate = self`):
-- UIAdaptivePresentationControllerDelegate's answers decide the style (RoleFixtureTests).
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("horizontally compact: the sheet adapts to full screen, in the navigation controller it vends", function()
  window { root = home, size = {390, 844} }   -- 390 wide: compact
  expect.equal(home.traitCollection.horizontalSizeClass, "compact", "the horizontal size class")
  transition(card, { presentation = presentation "app/AdaptiveSheet.swift", style = "custom" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  local navigation = home.presentedViewController
  expect.equal(navigation.name, "wrapper", "the navigation controller's restorationIdentifier")
  expect.equal(card.parent, navigation, "the card's parent")
  expect.equal(navigation.presentationController.presentationStyle, "fullScreen", "the adapted style")
  -- Full screen, not the sheet's 300 points.
  expect.frame(navigation.view, {0, 0, 390, 844})
  expect.frame("card", {0, 0, 390, 844})
  expect.noDiagnostics()
end)

scenario("horizontally regular: .none keeps the custom sheet", function()
  window { root = home, size = {1024, 768} }   -- 1024 wide: regular
  expect.equal(home.traitCollection.horizontalSizeClass, "regular", "the horizontal size class")
  transition(card, { presentation = presentation "app/AdaptiveSheet.swift", style = "custom" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.equal(home.presentedViewController, card, "the presented controller")
  expect.equal(card.presentationController.presentationStyle, "custom", "the style")
  expect.frame("card", {0, 768 - 300, 1024, 300})
  expect.noDiagnostics()
end)
