/// The rules that keep the controller graph a forest: what may be contained or presented where.
///
/// Each containment or presentation entry point checks these first and changes nothing when one
/// fails (see `ContainmentError`); bindings call the same checks to raise a script error before
/// calling in, as `View.hierarchyError(adding:)` does for views.
extension ViewController {
    /// The deepest nesting of containers (a navigation controller in a tab in a navigation
    /// controller…). UIKit sets none, but loading a container's view loads its shown child's first,
    /// recursively, as do appearance forwarding and resizing: 100,000 nested containers built in a
    /// script loop would overflow the native stack. Each level also adds at least two views (the
    /// container's view and its transition view), so past 250 levels the views would be over
    /// `View.maxHierarchyDepth` and could not be shown anyway.
    public static let maxContainmentDepth = 250

    /// Why `child` cannot become a child of this controller (`addChild`): it is this controller or
    /// one of its ancestors, or the nesting would get too deep. A child of another parent moves, as
    /// in UIKit.
    public func childError(adding child: ViewController) -> ContainmentError? {
        if isAncestorOrSelf(child) { return .ownAncestor(child, of: self) }
        let depth = containmentDepth + 1 + child.containmentHeight
        if depth > ViewController.maxContainmentDepth { return .tooDeep(depth) }
        return nil
    }

    /// Why a container (a navigation stack, a tab bar) cannot take `controller` into its list: the
    /// `childError(adding:)` reasons, or it already has a place elsewhere (another parent, a
    /// presentation), which UIKit reports as a hierarchy inconsistency.
    public func adoptionError(_ controller: ViewController) -> ContainmentError? {
        if let problem = childError(adding: controller) { return problem }
        if let parent = controller.parent, parent !== self { return .hasParent(controller, wanted: self, actual: parent) }
        if let presenter = controller.presentingViewController { return .presentedElsewhere(controller, by: presenter, into: self) }
        if let presented = controller.presentedViewController { return .presenting(controller, presented: presented, into: self) }
        return nil
    }

    /// Why `present(controller, …)` from this controller must fail as UIKit's exceptions do:
    /// `controller` is presented already, is a child, or is active (this controller, one it is
    /// inside or presented from, a window's root, or presenting something itself). Refusals UIKit
    /// only logs (a transition in progress, a presenter off screen) are not errors here.
    public func presentError(_ controller: ViewController) -> ContainmentError? {
        presentError(controller, by: presentationContext(for: controller.modalPresentationStyle))
    }

    func presentError(_ controller: ViewController, by presenter: ViewController) -> ContainmentError? {
        if presenter.isAncestorOrSelf(controller) || isAncestorOrSelf(controller) || controller.presentedViewController != nil
            || controller.isWindowRoot {
            return .presentingActive(controller)
        }
        if let current = controller.presentingViewController { return .presentingPresented(controller, by: current) }
        if let parent = controller.parent { return .presentingChild(controller, parent: parent) }
        return nil
    }

    /// Whether `controller` is this controller or above it: a parent, or (from the top of a
    /// parent chain) the controller presenting it, and so on up. The walk remembers what it saw,
    /// so even a graph broken by a bug could not make it loop.
    func isAncestorOrSelf(_ controller: ViewController) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var current: ViewController? = self
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            if candidate === controller { return true }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return false
    }

    /// Parents above this controller.
    var containmentDepth: Int {
        var depth = 0
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var current = parent
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            depth += 1
            current = candidate.parent
        }
        return depth
    }

    /// Levels of children below this controller (0 without children), without recursion.
    var containmentHeight: Int {
        var height = 0
        var seen: Set<ObjectIdentifier> = []
        var pending: [(ViewController, Int)] = [(self, 0)]
        while let (controller, level) = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            height = max(height, level)
            for child in controller.children { pending.append((child, level + 1)) }
        }
        return height
    }

    /// Whether this controller is the root of the window its view is in (its view may sit in a
    /// presentation's container meanwhile).
    var isWindowRoot: Bool { viewIfLoaded?.window?.rootViewController === self }
}
