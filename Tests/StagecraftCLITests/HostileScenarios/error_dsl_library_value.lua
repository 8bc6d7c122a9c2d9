-- status: 1
-- expect: error_dsl_library_value.lua:6:
-- expect: bad argument #1 to 'date'
-- absent: stagecraft.prelude
scenario("os.date with a bad format", function()
  print(os.date("%Ez"))
end)
