return { extends = "UINavigationController", presentationTransitionWillBegin = function() end }
-- expect: extends must be "UIPresentationController" or "DimmingPresentationController"
