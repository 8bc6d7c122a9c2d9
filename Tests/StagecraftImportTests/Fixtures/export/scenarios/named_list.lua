-- SW10.3, by hand: the list presents its detail, found by the name it gives it, at the alpha its
-- init's argument gives it, full screen with no animation.
local NamedListViewController = require("screens.named_list")

scenario("the list presents the detail it makes and names", function()
  local list = UIViewController("list", NamedListViewController.new())
  window { root = list, size = {390, 844} }
  list:showDetail()
  untilIdle()
  expect.alpha("detail", 0.5)
  expect.frame("detail", {0, 0, 390, 844})
  expect.equal(list.presentedViewController.name, "detail", "the presented controller's name")
  expect.noDiagnostics()
end)
