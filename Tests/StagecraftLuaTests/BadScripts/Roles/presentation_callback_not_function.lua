return { extends = "DimmingPresentationController", frameOfPresentedViewInContainerView = "bottom" }
-- expect: not functions: frameOfPresentedViewInContainerView
