-- status: 1
-- expect: sandbox_role_outside_roots.lua:6:
-- expect: animator: script '../../../../../../../../etc/os-release' is outside the script roots
-- absent: PRETTY_NAME
-- absent: Debian
local fade = animator "../../../../../../../../etc/os-release"
scenario("a role script outside the project", function() end)
