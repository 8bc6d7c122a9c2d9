import StagecraftLayoutSolver

/// UIKit's console reports as Stagecraft diagnostics: unsatisfiable constraints (with the
/// constraint broken to recover) and ambiguous layouts.
extension ConstraintLayout {
    /// UIKit's "Unable to simultaneously satisfy constraints." report: the constraints in conflict,
    /// then the one broken — here the one whose addition failed, which stays active but unsatisfied.
    func reportUnsatisfiable(_ constraint: LayoutConstraint, _ error: SolverError) {
        guard case let .unsatisfiable(_, conflicting) = error else {
            return constraint.report(.unsatisfiableConstraints, "\(constraint) could not be solved: \(error)")
        }
        constraint.report(.unsatisfiableConstraints, Self.unsatisfiableMessage(
            conflicting: conflicting.map(Self.name) + [constraint.description], broken: constraint.description))
    }

    /// The same report for a constraint Stagecraft made (a translating view's frame against the app's).
    func reportUnsatisfiable(implicit constraint: SolverConstraint, _ error: SolverError) {
        guard case let .unsatisfiable(_, conflicting) = error else { return }
        let broken = Self.name(constraint)
        Engine.current?.report(Diagnostic(kind: .unsatisfiableConstraints, message: Self.unsatisfiableMessage(
            conflicting: conflicting.map(Self.name) + [broken], broken: broken), subject: root?.displayName))
    }

    static func name(_ constraint: SolverConstraint) -> String {
        (constraint.owner as? CustomStringConvertible)?.description ?? constraint.description
    }

    static func unsatisfiableMessage(conflicting: [String], broken: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
        \(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint
        \(broken)
        """
    }

    /// Reports each constraint-driven view whose frame the constraints leave open (once, until it
    /// is determined again). The solver's test is sound, so a determined layout is never reported.
    func reportAmbiguity() {
        var ambiguous: Set<ObjectIdentifier> = []
        for entry in viewEntries {
            guard let view = entry.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let open = zip([entry.x, entry.y, entry.width, entry.height], ["horizontal position", "vertical position", "width", "height"])
                .filter { solver.isAmbiguous($0.0) }.map(\.1)
            guard !open.isEmpty else { continue }
            ambiguous.insert(ObjectIdentifier(view))
            guard !reportedAmbiguous.contains(ObjectIdentifier(view)) else { continue }
            Engine.current?.report(Diagnostic(kind: .ambiguousLayout, message:
                "Ambiguous layout: the constraints on \(view) leave its \(open.joined(separator: ", ")) undetermined (frame \(view.frame) is one of many solutions)",
                subject: view.displayName))
        }
        reportedAmbiguous = ambiguous
    }
}
