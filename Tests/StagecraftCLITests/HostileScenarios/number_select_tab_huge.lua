-- status: 1
-- expect: number_select_tab_huge.lua:7:
-- expect: selectTab: the tab index must be a whole number
scenario("selectTab(tabs, 1e300)", function()
  local tabs = tabs { screen "a" { }, screen "b" { }, name = "tabs" }
  window { root = tabs }
  selectTab(tabs, 1e300)
end)
