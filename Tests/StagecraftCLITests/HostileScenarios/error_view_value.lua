-- status: 1
-- expect: error_view_value.lua:6:
-- expect: View<
scenario("error(view)", function()
  local view = UIView()
  error(view)
end)
