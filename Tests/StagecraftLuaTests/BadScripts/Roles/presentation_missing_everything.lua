-- A presentation controller that overrides nothing and extends nothing: refused at load.
return { debugName = "Nothing" }
-- expect: needs at least one of presentedView(…), frameOfPresentedViewInContainerView(…)
