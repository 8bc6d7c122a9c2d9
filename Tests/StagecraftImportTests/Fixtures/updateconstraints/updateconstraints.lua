-- A Swift screen that places its badge in updateViewConstraints and a badge that sizes itself in
-- updateConstraints (T12.2f). Relies on the default iPhone 14 (top safe area 47).
local HomeViewController = require "app.HomeViewController"

scenario("the Swift screen's constraint updates place and size its badge", function()
  local home = UIViewController("home", HomeViewController)
  window { root = home }
  untilIdle()
  -- 16 from the leading edge, 8 under the safe area's top (47 + 8), 100 wide; 44 tall from the badge's own update.
  expect.frame(home.view.subviews[1], {16, 55, 100, 44})
  expect.noDiagnostics()
end)
