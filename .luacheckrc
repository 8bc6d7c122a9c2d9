-- luacheck settings for Stagecraft scripts (written by `stagecraft new`).
std = "lua54"
-- Callbacks take UIKit's parameters whether or not they use them (animationControllerForPresented's
-- presenting and source…): an unused one is not a mistake.
unused_args = false
-- Ports keep their sources' long lines, so that they compare line by line.
max_line_length = false

-- Stagecraft's globals (UIView, CGRect…, and the scenario DSL): the names the annotations
-- define at top level.
local library = "lua"
read_globals = {}
for _, file in ipairs { "stagecraft.d.lua", "scenario.d.lua" } do
  for line in io.lines(library .. "/" .. file) do
    local name = line:match("^([%a_][%w_]*) = {}") or line:match("^function ([%a_][%w_]*)%(")
    if name then read_globals[#read_globals + 1] = name end
  end
end
