-- status: 1
-- expect: time_dsl_loop.lua:8:
-- expect: timeout
-- absent: stagecraft.
-- args: --timeout 0.5
-- Most of the time goes inside the DSL's own code: the timeout must still name the user's line.
scenario("a loop of DSL builders", function()
  while true do screen "s" { view { "v", alpha = 0.5 }, label { "l", text = "x" } } print("built") end
end)
