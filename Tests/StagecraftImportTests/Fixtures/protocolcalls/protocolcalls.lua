-- Calls a protocol gives (The Swift Programming Language, "Protocols" and "Protocol Extensions"),
-- in Swift of our own shaped like ZoomTransitioning and Jelly: the animator asks its source, typed
-- by the app's protocol, for its frame (SW8.1: the conforming screen's own method), and gets its
-- controller keys from the app's extension of UIKit's UIViewControllerAnimatedTransitioning
-- (SW8.2: the extension's method, the animator's own).
require "app.Screens"   -- translates app/*.swift, together
local DetailScreen = require "screens.DetailScreen"
local TileScreen = require "screens.TileScreen"
local BannerScreen = require "screens.BannerScreen"

-- A custom presentation without a presentation controller: the final frame is the container's
-- bounds {0, 0, 390, 844}. Linear over the tile's zoomDuration, the extension's default 0.3 s, so
-- at 0.15 s every edge is half way:
--   in from the tile's {20, 100, 50, 50}: {10, 50, 220, 447}; the tile's alpha 1 -> 0.5: 0.75
--   out to the tile's {40, 200, 100, 100}: {20, 100, 245, 472}; the tile's alpha 0.5 -> 1: 0.75
scenario("SW8.1 SW8.2 a zoom from a tile reads the tile's frames and the extension's keys", function()
  local tile = UIViewController("tile", TileScreen)
  window { root = tile, size = {390, 844} }
  untilIdle()
  local detail = UIViewController("detail", DetailScreen)
  detail:zoom(tile)   -- .custom, the delegate made with the source
  expect.equal(detail.modalPresentationStyle, "custom")
  local shown = present(tile, detail)
  advance(0.15)
  expect.frame(detail.view, {10, 50, 220, 447}, 0.01)
  expect.alpha(tile.view, 0.75, 0.01)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame(detail.view, {0, 0, 390, 844})
  expect.alpha(tile.view, 0.5)
  local gone = dismiss(detail)
  advance(0.15)
  expect.frame(detail.view, {20, 100, 245, 472}, 0.01)
  expect.alpha(tile.view, 0.75, 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.notInHierarchy(detail.view)
  expect.alpha(tile.view, 1)
  expect.noDiagnostics()
end)

-- The second conforming screen answers the same requirements its own way: its zoomDuration 0.6 s
-- replaces the extension's 0.3 s (SW8.3), so at 0.15 s a quarter of the way from {100, 600, 190, 40}
-- to {0, 0, 390, 844}: {75, 450, 240, 241}; at 0.3 s half way: {50, 300, 290, 442}.
scenario("SW8.1 SW8.3 a zoom from a banner reads the banner's frame and duration, not the tile's", function()
  local banner = UIViewController("banner", BannerScreen)
  window { root = banner, size = {390, 844} }
  untilIdle()
  local detail = UIViewController("detail", DetailScreen)
  detail:zoom(banner)   -- .custom, the delegate made with the source
  expect.equal(detail.modalPresentationStyle, "custom")
  present(banner, detail)
  advance(0.15)
  expect.frame(detail.view, {75, 450, 240, 241}, 0.01)
  advance(0.15)
  expect.frame(detail.view, {50, 300, 290, 442}, 0.01)
  untilIdle()
  expect.frame(detail.view, {0, 0, 390, 844})
  expect.noDiagnostics()
end)
