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
-- The annotations declare the globals; they are not scripts to lint.
exclude_files = { library .. "/**" }
read_globals = {}
for _, file in ipairs { "stagecraft.d.lua", "scenario.d.lua" } do
  for line in io.lines(library .. "/" .. file) do
    local name = line:match("^([%a_][%w_]*) = {}") or line:match("^function ([%a_][%w_]*)%(")
    if name then read_globals[#read_globals + 1] = name end
  end
end
-- CATransform3DIdentity is a fresh value on every read, so the Swift idiom
-- `local t = CATransform3DIdentity; t.m34 = -1 / 500` changes a copy: its fields are writable.
read_globals.CATransform3DIdentity = { other_fields = true, read_only = false }
