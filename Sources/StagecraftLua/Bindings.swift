/// Every bound class and value type, in registration order (a parent before its subclasses).
enum Bindings {
    static var all: [LuaClass] {
        [
            WrapGeometry.point, WrapGeometry.size, WrapGeometry.rect, WrapGeometry.insets,
            WrapTransformColor.transform, WrapTransformColor.color,
            WrapView.definition, WrapViewKinds.label, WrapViewKinds.imageView, WrapViewKinds.window,
            WrapViewController.definition, WrapTransitionContext.definition,
            // Transition roles and the objects they drive.
            WrapNavigationController.navigation, WrapNavigationController.tabBar, WrapTransitionCoordinator.definition,
            WrapPresentationController.base, WrapPresentationController.dimming, WrapPresentationController.script,
            WrapPercentDriven.definition, WrapPropertyAnimator.definition,
            WrapGestures.base, WrapGestures.pan, WrapGestures.edgePan, WrapGestures.pinch, WrapGestures.tap,
        ]
    }
}
