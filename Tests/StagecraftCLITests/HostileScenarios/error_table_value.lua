-- status: 1
-- expect: error_table_value.lua:9:
-- expect: error object is a table value
scenario("error({}) on a later line of a function", function()
  local function fail()
    local a = 1
    local b = 2

    error({ code = a + b })
  end
  fail()
end)
