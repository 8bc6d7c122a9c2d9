local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
rawset(string, 'format', nil) rawset(table, 'insert', nil)
error(string.format and 'poisoned' or 'ok')
end
return A
-- expect: rawset_shared_table.lua:5: ok
