-- status: 1
-- expect: cycle_deep_containers.lua:9:
-- expect: the controllers would be nested 251 deep, over Stagecraft's limit of 250
-- 100,000 nested tab bar controllers: loading the outer view loads each shown child's first,
-- recursively, which overflowed the native stack.
scenario("containers nested 100,000 deep", function()
  local controller = UIViewController("leaf")
  for i = 1, 100000 do
    controller = UITabBarController { controller }
  end
  window { root = controller }
end)
