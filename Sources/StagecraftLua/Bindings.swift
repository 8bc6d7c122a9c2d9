/// Every bound class and value type, in registration order (a parent before its subclasses).
enum Bindings {
    /// Built once per process: every new state (one per scenario) registers from it. Immutable after
    /// its lazy initialisation, which Swift runs once, thread-safely.
    nonisolated(unsafe) static let all: [LuaClass] = {
        [
            WrapGeometry.point, WrapGeometry.size, WrapGeometry.rect, WrapGeometry.insets,
            WrapTransformColor.transform, WrapTransformColor.color,
            WrapView.definition, WrapLayer.layer, WrapLayer.shapeLayer, WrapLayer.bezierPath,
            WrapLayerAnimation.basic, WrapLayerAnimation.spring, WrapLayerAnimation.keyframe, WrapLayerAnimation.timingFunction, WrapLayerAnimation.transaction,
            WrapViewKinds.label, WrapViewKinds.imageView, WrapViewKinds.window,
            WrapLists.scrollView, WrapLists.listView, WrapLists.collectionView, WrapLists.cell,
            WrapViewController.definition, WrapTransitionContext.definition,
            // Transition roles and the objects they drive.
            WrapNavigationController.navigation, WrapNavigationController.tabBar, WrapTransitionCoordinator.definition,
            WrapPresentationController.base, WrapPresentationController.dimming, WrapPresentationController.dimmingScript, WrapPresentationController.script,
            WrapPercentDriven.definition, WrapPropertyAnimator.definition, WrapTimingParameters.spring, WrapTimingParameters.cubic,
            WrapGestures.base, WrapGestures.pan, WrapGestures.edgePan, WrapGestures.pinch, WrapGestures.tap,
            // Screens written in Lua, data kept on controllers, delegate objects, the main queue.
            WrapScreens.scriptViewController, WrapScreens.delegate, WrapScreens.dispatchQueue, WrapScreens.screen,
        ]
    }()
}
