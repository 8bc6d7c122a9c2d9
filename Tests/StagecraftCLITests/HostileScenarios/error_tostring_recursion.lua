-- status: 1
-- expect: error_tostring_recursion.lua:7:
-- expect: error object is a table value
scenario("an error value whose __tostring recurses forever", function()
  local value = setmetatable({}, {})
  getmetatable(value).__tostring = function(self) return tostring(self) end
  error(value)
end)
