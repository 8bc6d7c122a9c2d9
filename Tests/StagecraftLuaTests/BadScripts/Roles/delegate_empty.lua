return { debugName = "EmptyDelegate" }
-- expect: a delegate needs at least one of animationControllerForPresented(…)
