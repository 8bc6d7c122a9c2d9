import StagecraftLayoutSolver

/// `systemLayoutSizeFitting` (T12.2): the size a view's own constraints give it, as near a target
/// as the fitting priorities ask — how self-sizing cells and sheets measure their content.
extension View {
    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The size closest to `targetSize` that the constraints inside this view allow, both axes at
    /// `fittingSizeLevel` (50): below content hugging and compression resistance.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: LayoutPriority.fittingSizeLevel,
                                verticalFittingPriority: LayoutPriority.fittingSizeLevel)
    }

    /// The same with a priority per axis: `required` (1000) fixes that axis to the target, as
    /// self-sizing cells fix their width.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: Double,
                                        verticalFittingPriority vertical: Double) -> Size {
        guard targetSize.width.isFinite, targetSize.height.isFinite, LayoutPriority.isValid(horizontal), LayoutPriority.isValid(vertical) else {
            refuse("systemLayoutSizeFitting", "target \(targetSize) must be finite and the priorities in 1…1000; answered the current size")
            return bounds.size
        }
        // Only the constraints inside the view count (those installed on it or its subviews); the
        // view's own frame does not, whatever its translation flag.
        let session = ConstraintLayout(root: self, fixesRootSize: false)
        session.update()
        return session.fittingSize(of: self, target: targetSize, horizontalPriority: horizontal, verticalPriority: vertical)
    }
}

extension ConstraintLayout {
    /// Adds the target as wishes on the root's size and reads the solved size.
    func fittingSize(of view: View, target: Size, horizontalPriority: Double, verticalPriority: Double) -> Size {
        let entry = entry(for: view)
        let wishes = [
            SolverConstraint(entry.width, .equal, target.width, strength: Self.strength(horizontalPriority)),
            SolverConstraint(entry.height, .equal, target.height, strength: Self.strength(verticalPriority)),
        ]
        for wish in wishes { try? solver.addConstraint(wish) }
        return Size(width: max(solver.value(of: entry.width), 0), height: max(solver.value(of: entry.height), 0))
    }
}
