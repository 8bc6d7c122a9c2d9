gallery { section = "UIKit", title = "Collections and the status bar", about = "A horizontal UICollectionViewFlowLayout strip scrolled to an item with scrollToItem, its layout replaced while scrolled, and the status bar handed to a full-screen viewer and back (a sheet keeps it unless it captures it)." }
-- Collections (docs/scrolling.md, rules CV1.x) and the status bar (docs/layout.md, rules SB1.x).
--
-- What these scenarios rely on, so the expected values do not move when defaults change: every
-- window is given (a bare 390 × 844 window, or the "iPhone 15" device where the status bar's
-- height is asserted), and every presented controller says its modalPresentationStyle.
--
-- The strip: 12 photos of 150 × 100 in a 390 × 220 collection view scrolling horizontally, 10 pt
-- between columns (minimumLineSpacing) and between the two items of a column
-- (minimumInteritemSpacing), inset 5 top and bottom, 20 left and right. A column is
-- 2 items: 2·100 + 10 = 210 = 220 − 5 − 5. Column c starts at x = 20 + 160·c; the content is
-- 20 + 6·150 + 5·10 + 20 = 990 wide, so offsets run 0…600.
local photos = { "mountain", "lake", "forest", "desert", "city", "beach",
                 "canyon", "glacier", "meadow", "harbor", "island", "valley" }

local function stripLayout()
  return UICollectionViewFlowLayout{ scrollDirection = "horizontal", itemSize = {150, 100}, minimumLineSpacing = 10,
                                     minimumInteritemSpacing = 10, sectionInset = UIEdgeInsets(5, 20, 5, 20) }
end

local function home()
  local strip = grid { "strip", frame = {0, 120, 390, 220}, items = photos, collectionViewLayout = stripLayout() }
  local vc = screen "home" { backgroundColor = "systemBackground", preferredStatusBarStyle = "darkContent", strip }
  return vc, strip
end

local function viewer()
  return screen "viewer" { backgroundColor = "black", modalPresentationStyle = "fullScreen",
                           preferredStatusBarStyle = "lightContent",
                           image { "photo", frame = {0, 272, 390, 300}, image = "canyon" } }
end

scenario("scrollToItem centres a photo, then a full-screen viewer takes the status bar", function()
  local vc, strip = home()
  window { root = vc, size = {390, 844} }
  expect.equal(strip.contentSize, CGSize(990, 220), "the strip's content")
  expect.statusBar { style = "darkContent", hidden = false, height = 0 }   -- a bare window has no status bar to measure

  -- Item 6 is column 3, x 500…650: centred at 575, the offset is 575 − 195 = 380, eased over 0.3 s.
  strip:scrollToItem(IndexPath{item = 6, section = 0}, "centeredHorizontally", true)
  advance(0.3)
  expect.equal(strip.contentOffset.x, 380, "contentOffset.x after scrollToItem")
  -- The bounds now cover x 380…770: columns 2 (340…490), 3 and 4 (660…810) overlap it.
  local visible = {}
  for _, indexPath in ipairs(strip.indexPathsForVisibleItems) do visible[#visible + 1] = indexPath.item end
  expect.equal(table.concat(visible, ","), "4,5,6,7,8,9", "indexPathsForVisibleItems")
  expect.equal(strip:layoutAttributesForItem(6).center, CGPoint(575, 55), "item 6's centre in the content")

  -- The last column asked to the left stops at the end of the content (600, not 820).
  strip:scrollToItem(11, "left", false)
  expect.equal(strip.contentOffset.x, 600, "clamped at the end")

  -- A full-screen presentation hands the status bar over as it begins, and back as the dismissal begins.
  local v = viewer()
  present(vc, v)
  expect.statusBar { style = "lightContent" }
  gallery { moment = 0.55 }
  untilIdle()
  expect.statusBar { style = "lightContent" }
  dismiss(v)
  expect.statusBar { style = "darkContent" }
  untilIdle()
  expect.statusBar { style = "darkContent" }
  expect.noDiagnostics()
end)

scenario("a page sheet leaves the status bar to its presenter unless it captures it", function()
  local vc = home()
  window { root = vc, size = {390, 844} }
  local sheet = screen "sheet" { backgroundColor = "systemGray", modalPresentationStyle = "pageSheet",
                                 preferredStatusBarStyle = "lightContent" }
  present(vc, sheet)
  untilIdle()
  expect.statusBar { style = "darkContent" }
  dismiss(sheet)
  untilIdle()
  sheet.modalPresentationCapturesStatusBarAppearance = true
  present(vc, sheet)
  expect.statusBar { style = "lightContent" }
  untilIdle()
  dismiss(sheet)
  untilIdle()
  expect.statusBar { style = "darkContent" }
  expect.noDiagnostics()
end)

scenario("the strip becomes a vertical grid while scrolled to its end", function()
  local vc, strip = home()
  window { root = vc, size = {390, 844} }
  strip.contentOffset = CGPoint(600, 0)
  -- Rows of 150 × 100 items scrolling down: 2 fit the 350 pt between the insets, and the 50 pt
  -- left over widen the gap between them (UIKit spreads a full row), so the second column is at
  -- 20 + 150 + 50 = 220. Six rows 10 apart: the content is 5 + 6·100 + 5·10 + 5 = 660 tall and as
  -- wide as the grid, so x 600 is out of range and comes back to 0; the cells move over 0.25 s.
  local column = UICollectionViewFlowLayout{ itemSize = {150, 100}, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
                                             sectionInset = UIEdgeInsets(5, 20, 5, 20) }
  strip:setCollectionViewLayout(column, true)
  expect.equal(strip.contentSize, CGSize(390, 660), "the grid's content")
  expect.equal(strip.contentOffset, CGPoint(0, 0), "the offset, back inside the content")
  -- Item 1 moves from the second place of column 0 (20, 115) to the second place of row 0 (220, 5):
  -- half-way through the 0.25 s ease-in-out, it is half-way there.
  gallery { moment = 0.2 }
  advanceTo(0.125)
  expect.frame(strip:cellForItem(1), CGRect(120, 60, 150, 100))
  advance(0.125)
  expect.frame(strip:cellForItem(1), CGRect(220, 5, 150, 100))
  -- Item 4 is now row 2, first column, below the visible rows: no cell, but the layout places it.
  expect.equal(strip:cellForItem(4), nil, "cellForItem of an item off screen")
  expect.equal(strip:layoutAttributesForItem(4).frame, CGRect(20, 225, 150, 100), "layoutAttributesForItem")
  expect.noDiagnostics()
end)

scenario("iPhone 15: a 54 pt status bar inside the 59 pt safe area, hidden by a viewer that prefers it", function()
  local vc = home()
  window { root = vc, device = "iPhone 15" }
  expect.statusBar { style = "darkContent", hidden = false, height = 54 }
  expect.equal(vc.view.window.statusBarFrame, CGRect(0, 0, 393, 54), "statusBarFrame")
  local v = screen "viewer" { backgroundColor = "black", modalPresentationStyle = "fullScreen",
                              preferredStatusBarStyle = "lightContent", prefersStatusBarHidden = true }
  present(vc, v)
  untilIdle()
  expect.statusBar { style = "lightContent", hidden = true, height = 0 }
  -- The Dynamic Island keeps its room: the safe area's top stays 59 with the bar hidden.
  expect.equal(v.view.safeAreaInsets.top, 59, "the viewer's top safe-area inset")
  dismiss(v)
  untilIdle()
  expect.statusBar { style = "darkContent", hidden = false, height = 54 }
  expect.noDiagnostics()
end)
