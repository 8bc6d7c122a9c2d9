/// Why a controller cannot go where a call would put it: pushed, made a child, listed in a tab
/// bar or presented while it already has a place in a hierarchy, or while that would make it its
/// own ancestor.
///
/// UIKit raises an exception for each of these (`NSInvalidArgumentException`,
/// `UIViewControllerHierarchyInconsistency`); the texts follow its wording so that a search for
/// the message finds UIKit's answers. Going ahead would make the controller graph a cycle, and
/// every walk over it (`view` loading the shown child, appearance forwarding, the presentation
/// chain) would then recurse or loop for ever. The core refuses the call and reports a diagnostic;
/// a binding asks first (`pushError(_:)`, `presentError(_:)`…) and raises the error at the
/// script's line instead, as UIKit would stop the app.
public struct ContainmentError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    static func pushingNavigationController(_ controller: ViewController) -> ContainmentError {
        ContainmentError("Pushing a navigation controller is not supported (\(controller))")
    }

    static func pushedTwice(_ controller: ViewController) -> ContainmentError {
        ContainmentError("Pushing the same view controller instance more than once is not supported (\(controller))")
    }

    static func listedTwice(_ controller: ViewController, in container: String) -> ContainmentError {
        ContainmentError("\(controller) appears more than once in the \(container)'s viewControllers; each controller can be in a container once")
    }

    /// UIKit's `UIViewControllerHierarchyInconsistency` text: the controller already has a parent.
    static func hasParent(_ child: ViewController, wanted: ViewController, actual: ViewController) -> ContainmentError {
        ContainmentError("child view controller:\(child) should have parent view controller:\(wanted) but actual parent is:\(actual)")
    }

    static func ownAncestor(_ child: ViewController, of container: ViewController) -> ContainmentError {
        ContainmentError("\(child) cannot be contained in \(container): it is \(child === container ? "the same controller" : "an ancestor of it") "
                         + "(a controller cannot be its own ancestor)")
    }

    static func presentedElsewhere(_ child: ViewController, by presenter: ViewController, into container: ViewController) -> ContainmentError {
        ContainmentError("\(child) cannot be contained in \(container): it is being presented by \(presenter); dismiss it first")
    }

    static func presenting(_ child: ViewController, presented: ViewController, into container: ViewController) -> ContainmentError {
        ContainmentError("\(child) cannot be contained in \(container): it is presenting \(presented) (an active controller)")
    }

    static func tooDeep(_ depth: Int) -> ContainmentError {
        ContainmentError("the controllers would be nested \(depth) deep, over Stagecraft's limit of \(ViewController.maxContainmentDepth)")
    }

    static func presentingActive(_ controller: ViewController) -> ContainmentError {
        ContainmentError("Application tried to present modally an active controller \(controller).")
    }

    static func presentingPresented(_ controller: ViewController, by presenter: ViewController) -> ContainmentError {
        ContainmentError("Application tried to present modally a view controller \(controller) that is already being presented by \(presenter).")
    }

    static func presentingChild(_ controller: ViewController, parent: ViewController) -> ContainmentError {
        ContainmentError("Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).")
    }
}
