-- status: 1
-- expect: deep_view_tree.lua:8:
-- expect: addSubview: the hierarchy would be 1001 views deep, over Stagecraft's limit of 1000
scenario("200,000 nested views", function()
  window { root = screen "home" { } }
  local view = find("home")
  for i = 1, 200000 do
    local child = UIView(); view:addSubview(child); view = child
  end
end)
