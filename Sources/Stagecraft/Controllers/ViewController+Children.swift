/// Child view controllers (UIKit's containment API).
///
/// `addChild` sends `willMove(toParent:)` itself; the caller adds the child's view and then calls
/// `didMove(toParent:)`, as in UIKit. `removeFromParent` sends `didMove(toParent: nil)`; the caller
/// sends `willMove(toParent: nil)` first.
extension ViewController {
    /// Makes `child` a child of this controller (moving it from any previous parent).
    public func addChild(_ child: ViewController) {
        if let problem = childError(adding: child) { return report(.hierarchyMisuse, "addChild(\(child)) refused: \(problem)") }
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.record(.lifecycle, "willMoveToParent", parentDetail(self))
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        record(.lifecycle, "didMoveToParent", parentDetail(nil))
        didMove(toParent: nil)
    }

    /// Sends `didMove(toParent:)`, recorded; call after adding the child's view.
    public func finishMove(toParent parent: ViewController?) {
        record(.lifecycle, "didMoveToParent", parentDetail(parent))
        didMove(toParent: parent)
    }

    /// Sends `willMove(toParent:)`, recorded; call before removing a child.
    public func beginMove(toParent parent: ViewController?) {
        record(.lifecycle, "willMoveToParent", parentDetail(parent))
        willMove(toParent: parent)
    }

    private func parentDetail(_ parent: ViewController?) -> String { "parent=\(parent?.name ?? "nil")" }
}
