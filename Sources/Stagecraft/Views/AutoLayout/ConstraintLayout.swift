import StagecraftLayoutSolver

typealias SolverConstraint = StagecraftLayoutSolver.Constraint
typealias SolverExpression = StagecraftLayoutSolver.Expression
typealias SolverVariable = StagecraftLayoutSolver.Variable

/// The Auto Layout engine of one view tree (UIKit keeps one per window): the tree's active
/// constraints compiled into a Cassowary solver, kept on the tree's root.
///
/// Each view that takes part has four variables, its untransformed frame in its superview's
/// coordinates (x, y, width, height); a constraint between views in different superviews is
/// written in their nearest common ancestor's coordinates by adding the frames of the views in
/// between. A view that translates its autoresizing mask has its four variables fixed to its
/// frame (UIKit's NSAutoresizingMaskLayoutConstraints); a guide has its own four, fixed to the
/// owning view's size minus its insets. Changes are incremental (a constant is an edit, an
/// activation one more row); a change of the tree's structure rebuilds the solver at the next pass.
final class ConstraintLayout {
    weak var root: View?
    private(set) var solver = Solver()
    /// The tree changed shape (or a view's translation flag): rebuild before the next solve.
    private(set) var needsRebuild = true
    /// Some view asked for `updateConstraints()`.
    var needsUpdateConstraints = false
    /// For `systemLayoutSizeFitting`: the root's size is left to the constraints (and the target).
    let fixesRootSize: Bool

    var viewEntries: [ViewEntry] = []
    var viewIndex: [ObjectIdentifier: Int] = [:]
    var guideEntries: [GuideEntry] = []
    /// Active constraints in the solver, in the order they went in, and their solver constraints.
    var compiledOrder: [LayoutConstraint] = []
    var compiled: [ObjectIdentifier: SolverConstraint] = [:]
    /// Active constraints the solver refused (UIKit's "broken" ones), retried when others go.
    var broken: [LayoutConstraint] = []
    /// What was reported, so a pass does not repeat it.
    var reportedBroken: Set<ObjectIdentifier> = []
    var reportedAmbiguous: Set<ObjectIdentifier> = []
    /// The solver's pivot count when ambiguity was last checked (nil: never, or a new solver).
    private var pivotsAtAmbiguityCheck: Int?

    init(root: View, fixesRootSize: Bool = true) {
        self.root = root
        self.fixesRootSize = fixesRootSize
    }

    // MARK: - Changes (from constraints and views)

    func structureDidChange() {
        needsRebuild = true
        schedulePass()
    }

    func constantsMayHaveChanged() { schedulePass() }

    func constraintWasActivated(_ constraint: LayoutConstraint) {
        if !needsRebuild { add(constraint) }
        schedulePass()
    }

    func constraintWasDeactivated(_ constraint: LayoutConstraint) {
        if !needsRebuild { remove(constraint) }
        schedulePass()
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        defer { schedulePass() }
        guard !needsRebuild else { return }
        guard let solverConstraint = compiled[ObjectIdentifier(constraint)], let container = constraint.container else {
            if broken.contains(where: { $0 === constraint }) { retryBroken() }
            return
        }
        let constant = solverConstant(for: constraint, in: container)
        do {
            try solver.changeConstant(of: solverConstraint, to: constant)
        } catch {
            // The solver took it out (the new constant contradicts required constraints).
            compiled[ObjectIdentifier(constraint)] = nil
            compiledOrder.removeAll { $0 === constraint }
            broke(constraint, error)
        }
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard !needsRebuild else { return schedulePass() }
        remove(constraint)
        add(constraint)
        schedulePass()
    }

    /// Asks the engine for a layout pass at the end of the turn.
    func schedulePass() { Engine.current?.constraintLayoutPending(self) }

    // MARK: - The solve

    /// Brings the solution up to date with the tree and marks the superviews of the views it
    /// moves for layout (their layout pass applies the frames, `applyPendingLayoutFrame`).
    func update() {
        guard let root else { return }
        if needsUpdateConstraints {
            needsUpdateConstraints = false
            root.updateConstraintsIfNeeded()
        }
        if needsRebuild { rebuild(root) }
        syncConstants()
        solver.updateVariables()
        // A fitting session (systemLayoutSizeFitting) only measures: it moves and reports nothing.
        guard fixesRootSize else { return }
        markMovedViews(root)
        // Only after the solution moved (every change pivots): a pass that changes nothing is cheap.
        if solver.pivotCount != pivotsAtAmbiguityCheck || !reportedAmbiguous.isEmpty {
            pivotsAtAmbiguityCheck = solver.pivotCount
            reportAmbiguity()
        }
    }

    private func rebuild(_ root: View) {
        solver = Solver()
        pivotsAtAmbiguityCheck = nil
        viewEntries = []
        viewIndex = [:]
        guideEntries = []
        compiledOrder = []
        compiled = [:]
        broken = []
        needsRebuild = false
        var installed: [LayoutConstraint] = []
        func collect(_ view: View) {
            installed += view.autoLayoutStorage?.installed ?? []
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        for constraint in installed { add(constraint) }
        // A fitting session's root is sized by its content, not by its frame.
        if !fixesRootSize { _ = entry(for: root) }
    }

    func add(_ constraint: LayoutConstraint) {
        guard let container = constraint.container, let expression = expression(for: constraint, in: container) else { return }
        let relation: SolverConstraint.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let solverConstraint = SolverConstraint(expression, relation, strength: Self.strength(constraint.priority))
        solverConstraint.owner = constraint
        do {
            try solver.addConstraint(solverConstraint)
            compiled[ObjectIdentifier(constraint)] = solverConstraint
            compiledOrder.append(constraint)
            reportedBroken.remove(ObjectIdentifier(constraint))
        } catch {
            broke(constraint, error)
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        if let solverConstraint = compiled.removeValue(forKey: ObjectIdentifier(constraint)) {
            compiledOrder.removeAll { $0 === constraint }
            try? solver.removeConstraint(solverConstraint)
            retryBroken()
        } else {
            broken.removeAll { $0 === constraint }
            reportedBroken.remove(ObjectIdentifier(constraint))
        }
    }

    /// Constraints refused earlier may fit now that one went.
    private func retryBroken() {
        let waiting = broken
        broken = []
        for constraint in waiting where constraint.isActive { add(constraint) }
    }

    private func broke(_ constraint: LayoutConstraint, _ error: SolverError) {
        broken.append(constraint)
        guard fixesRootSize, reportedBroken.insert(ObjectIdentifier(constraint)).inserted else { return }
        reportUnsatisfiable(constraint, error)
    }

    static func strength(_ priority: Double) -> Strength {
        Strength(priority: min(max(priority, 1), LayoutPriority.required)) ?? .required
    }

    /// Moves fixed constants (frames of translating views, guides' insets, intrinsic sizes,
    /// bounds origins on the way between views) to their current values: each an edit.
    private func syncConstants() {
        for entry in viewEntries { syncPins(entry) }
        for guide in guideEntries { syncGuide(guide) }
        for constraint in compiledOrder {
            guard let container = constraint.container, let solverConstraint = compiled[ObjectIdentifier(constraint)] else { continue }
            let constant = solverConstant(for: constraint, in: container)
            guard constant != solverConstraint.expression.constant else { continue }
            do {
                try solver.changeConstant(of: solverConstraint, to: constant)
            } catch {
                compiled[ObjectIdentifier(constraint)] = nil
                compiledOrder.removeAll { $0 === constraint }
                broke(constraint, error)
            }
        }
    }

    /// Marks the superview of each constraint-driven view whose solved frame differs from its frame.
    private func markMovedViews(_ root: View) {
        for entry in viewEntries {
            guard let view = entry.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { continue }
            let solved = Rect(x: entry.x.value, y: entry.y.value, width: max(entry.width.value, 0), height: max(entry.height.value, 0))
            guard solved.isFinite else { continue }
            if solved != view.layoutFrame {
                view.autoLayoutState.pendingFrame = solved
                superview.setNeedsLayout()
            } else {
                view.autoLayoutStorage?.pendingFrame = nil
            }
        }
    }

    func isAmbiguous(_ view: View) -> Bool {
        guard let index = viewIndex[ObjectIdentifier(view)] else { return true }
        let entry = viewEntries[index]
        return [entry.x, entry.y, entry.width, entry.height].contains { solver.isAmbiguous($0) }
    }
}
