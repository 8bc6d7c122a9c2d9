-- status: 1
-- expect: itemsPerLine must be from 1 to 10000
-- expect: error_collection_layout_values.lua:13:
-- expect: bad value for 'minimumLineSpacing' (finite number expected, got inf)
-- expect: error_collection_layout_values.lua:20:
-- expect: at most one vertical and one horizontal position
-- expect: preferredStatusBarStyle: a UIStatusBarStyle name expected, got a function returning another type; UIKit's default used
-- expect: HostileScenarios/error_collection_layout_values.lua:24)
-- absent: stagecraft.scenario
scenario("a spacing of 1/0", function()
  local layout = UICollectionViewFlowLayout()
  window { root = screen "home" { grid { items = {"a", "b"}, collectionViewLayout = layout } }, size = {390, 844} }
  layout.minimumLineSpacing = 1/0
end)

scenario("two vertical positions", function()
  local layout = UICollectionViewFlowLayout{ scrollDirection = "horizontal" }
  local strip = grid { items = {"a", "b", "c"}, collectionViewLayout = layout }
  window { root = screen "home" { strip }, size = {390, 844} }
  strip:scrollToItem(2, {"top", "bottom", "left"}, true)
end)

scenario("a status bar answer that is not a style", function()
  local home = screen "home" { preferredStatusBarStyle = function(vc) return 3 end }
  window { root = home, size = {390, 844} }
  expect.noDiagnostics()
end)

scenario("columns and itemsPerLine of math.maxinteger", function()
  local g = UICollectionView{frame = {0, 0, 100, 100}, itemSize = {1, 1}, columns = math.maxinteger, items = {"a", "b"}}
  window { root = screen "home" { g }, size = {390, 844} }
  UICollectionViewFlowLayout{itemsPerLine = math.maxinteger}
end)
