/// Every bound class and value type, in registration order (a parent before its subclasses).
///
/// The constructor convention (issue 14): every type a script makes is called as its UIKit
/// global (`UIView(…)`) in two ways, and both keep working side by side:
/// - positionally, in the order UIKit code writes the arguments (the labels dropped), so a line
///   of Swift ports as it is: `UIView(frame)`, `UIViewPropertyAnimator(duration, dampingRatio, animations)`;
/// - with one options table whose keys are UIKit's labels (or the property names a script sets
///   afterwards, `text`, `name`): `UIViewPropertyAnimator{duration =, dampingRatio =, animations =}`,
///   `UIView{frame =}`. Unknown keys are refused (`OptionKeys`); a geometry table is a value,
///   not options: `UIView({0, 0, 100, 50})` is a frame (`LuaCall.isOptionsTable`).
/// Errors count the arguments the script wrote (`UIView(5)`: "bad argument #1").
///
/// | global | positional | options table |
/// |---|---|---|
/// | CGPoint, CGSize, CGVector, CGRect, UIEdgeInsets | `(x, y)`, `(w, h)`, `(dx, dy)`, `(x, y, w, h)` / `(origin, size)`, `(top, left, bottom, right)` | their fields (`{x =, y =}`, `{dx =, dy =}`, `{all =}`…) or arrays `{x, y, w, h}` |
/// | CGAffineTransform, UIColor | `(a, b, c, d, tx, ty)`, `(r, g, b [, a])` / `"#hex"` / `"systemBlue"` | `{scaleX =, y =}`, `{translationX =, y =}`, `{rotationAngle =}`; `{red =, green =, blue =, alpha =}`, `{white =, alpha =}` |
/// | UIView, UIScrollView | `(frame [, name])` | `{frame =, name =}` |
/// | UILabel, UIImageView | `(frame [, text or imageName [, name]])` | `{frame =, text = / imageName =, name =}` |
/// | UIBlurEffect, UIVisualEffectView | `(style)`, `(effect [, name])` | `{style =}`, `{effect =, frame =, name =}` |
/// | UITableView | `(frame, rowHeight, rows [, name])` | `{frame =, rowHeight =, rows =, cellStyle =, name =}` |
/// | UICollectionView | — (UIKit's needs a layout object) | `{frame =, itemSize =, spacing =, columns =, insets =, items =, cellStyle =, name =}` |
/// | IndexPath | `(row [, section])` | `{row = or item =, section =}` |
/// | UIViewController | `(name [, screen table])` | — (the screen table is the controller's own table) |
/// | UINavigationController, UITabBarController | `(rootViewController [, name])`, `({controllers} [, name])` | `{rootViewController =, name =}`, `{viewControllers =, name =}` |
/// | UIViewPropertyAnimator | `(duration, curve, animations)`, `(duration, dampingRatio, animations)`, `(duration, controlPoint1, controlPoint2, animations)`, `(duration, timingParameters)` | `{duration =, curve = / dampingRatio = / controlPoint1 =, controlPoint2 = / timingParameters =, animations =}` |
/// | UISpringTimingParameters, UICubicTimingParameters | `()`, `(dampingRatio [, initialVelocity: number or CGVector])`; `()`, `(animationCurve)`, `(controlPoint1, controlPoint2)` | `{dampingRatio =…}`, `{mass =, stiffness =, damping =…}`, `{duration =, bounce =…}`; `{animationCurve =}`, `{controlPoint1 =, controlPoint2 =}` |
/// | UIButton | `([type [, name]])`, type `"system"` by default | `{type =, frame =, title =, name =}` |
/// | UIPan/Pinch/TapGestureRecognizer | `(action function)` or `(name)` | `{target =, action =, name =}` |
/// | UIScreenEdgePanGestureRecognizer | `([edges [, name]])` | `{edges =, target =, action =, name =}` |
/// | UIZoomTransitionOptions | `()` | `{interactiveDismissShouldBegin =, alignmentRectProvider =, dimmingColor =, dimmingVisualEffect =}` |
/// | UIPresentationController | `(presented, presenting [, presentation controller table])` | — (the table is the subclass's callbacks) |
/// | DimmingPresentationController | — | `{presented =, presenting =, dimmingColor =, dimmingAlpha =, dismissesOnTap =, bottomSheet =}` |
/// | UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate | `()` / `(handler table)`, `(delegate table)` | — (the table is the role's callbacks, not options) |
enum Bindings {
    /// Built once per process: every new state (one per scenario) registers from it. Immutable after
    /// its lazy initialisation, which Swift runs once, thread-safely.
    nonisolated(unsafe) static let all: [LuaClass] = {
        [
            WrapGeometry.point, WrapGeometry.size, WrapGeometry.rect, WrapGeometry.insets, WrapVector.definition,
            WrapTransformColor.transform, WrapTransformColor.color, WrapTransform3D.definition,
            WrapView.definition, WrapLayer.layer, WrapPresentationLayer.definition, WrapLayer.shapeLayer, WrapLayer.bezierPath,
            WrapLayerAnimation.basic, WrapLayerAnimation.spring, WrapLayerAnimation.keyframe, WrapLayerAnimation.timingFunction, WrapLayerAnimation.transaction,
            WrapViewKinds.label, WrapViewKinds.imageView, WrapStatusBar.window,
            WrapVisualEffect.blurEffect, WrapVisualEffect.visualEffectView,
            WrapControl.namespace, WrapControl.control, WrapControl.button,
            WrapLists.scrollView, WrapLists.listView, WrapLists.collectionView, WrapCollectionLayout.flowLayout, WrapLists.cell, WrapLists.indexPath,
            WrapViewController.definition, WrapTransitionContext.definition,
            // Transition roles and the objects they drive.
            WrapNavigationController.navigation, WrapNavigationController.tabBar, WrapNavigationController.scriptNavigation, WrapTransitionCoordinator.definition,
            WrapPresentationController.base, WrapPresentationController.dimming, WrapPresentationController.dimmingScript, WrapPresentationController.script,
            WrapSheet.definition, WrapSheet.detent,
            WrapPercentDriven.definition, WrapPropertyAnimator.definition, WrapTimingParameters.spring, WrapTimingParameters.cubic,
            WrapGestures.base, WrapGestures.touch, WrapGestures.pan, WrapGestures.edgePan, WrapGestures.pinch, WrapGestures.tap, WrapGestures.longPress,
            // Screens written in Lua, data kept on controllers, delegate objects, the main queue.
            WrapScreens.scriptViewController, WrapScreens.delegate, WrapScreens.dispatchQueue, WrapScreens.screen, WrapScreens.device,
            // Layout guides, and notifications (the keyboard's).
            WrapLayout.guide, WrapNotifications.center, WrapNotifications.responder,
            // Auto Layout: anchors, constraints, priorities.
            WrapAutoLayout.xAxisAnchor, WrapAutoLayout.yAxisAnchor, WrapAutoLayout.dimension,
            WrapLayoutConstraint.constraint, WrapLayoutConstraint.priorityValues,
            // iOS 18's preferredTransition (the zoom).
            WrapZoomTransition.transitionValue, WrapZoomTransition.options,
            // Haptics, recorded as trace events.
            WrapFeedbackGenerator.selection,
            // The app (its key window) and its assistive technologies (none).
            WrapApplication.application, WrapAccessibility.namespace,
            // Key-value observing of views' geometry (T12.7).
            WrapKeyValueObserving.observation,
            // Impact haptics (SPStorkController), recorded as the selection's are.
            WrapFeedbackGenerator.impact,
            // UISwipeGestureRecognizer (T12.8).
            WrapGestures.swipe,
        ]
    }()
}
