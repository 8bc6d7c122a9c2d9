/// Bound classes no Lua global makes (a transition context, a touch, a role's table), each with the
/// UIKit protocol or class it stands for: the importer reads `extension
/// UIViewControllerContextTransitioning { … }` as the context's, the export names its types.
public enum BoundWithoutGlobal {
    public static let swiftTypes: [String: String] = [
        "TransitionContext": "UIViewControllerContextTransitioning",
        "TransitionCoordinator": "UIViewControllerTransitionCoordinator",
        "TransitionCoordinatorContext": "UIViewControllerTransitionCoordinatorContext",
        "Touch": "UITouch",
        "LayoutGuide": "UILayoutGuide",
        "PresentationLayer": "CALayer",
        "CellView": "UITableViewCell",
        "ScriptPresentationController": "UIPresentationController",
        "PresentationControllerScript": "UIPresentationController",
        "InteractionHandler": "UIPercentDrivenInteractiveTransition",
        "InteractiveTransitioning": "UIViewControllerInteractiveTransitioning",
        "Animator": "UIViewControllerAnimatedTransitioning",
        "UINavigationControllerOperation": "UINavigationController.Operation",
    ]
}
