-- status: 1
-- expect: cycle_view_under_descendant.lua:7:
-- expect: addSubview: Can't add View<outer> as a subview of its own descendant View<inner>
scenario("a view added under its own subview", function()
  local outer, inner = UIView { name = "outer" }, UIView { name = "inner" }
  outer:addSubview(inner)
  inner:addSubview(outer)
end)
