-- status: 1
-- expect: gc_finalizer.lua:5:
-- expect: setmetatable: __gc finalizers are not allowed in scripts
scenario("an endless __gc finalizer", function()
  setmetatable({}, { __gc = function() while true do end end })
end)
