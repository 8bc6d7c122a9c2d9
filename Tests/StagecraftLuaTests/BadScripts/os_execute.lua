local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
os.execute('rm -rf /')
end
return A
-- expect: attempt to call a nil value (field 'execute')
