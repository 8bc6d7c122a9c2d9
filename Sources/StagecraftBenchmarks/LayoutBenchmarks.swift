import Stagecraft
import StagecraftLayoutSolver

/// Auto Layout (issue 26 item 1): a 1,000-constraint window solved from nothing
/// (`layout.solve_1000_constraints.ms`), one constant changed in it and laid out again
/// (`layout.edit_constant_1000.ms`), and the raw solver on the same system, from scratch against
/// an incremental edit (`layout.raw.*`, and their ratio `layout.raw.incremental_speedup.x`).
enum LayoutBenchmarks {
    static let rows = 250  // four constraints each

    /// 250 rows stacked in a 390×844 root: each 16 from both sides, 8 below the previous, 44 tall
    /// (the first 8 below the top). Returns the root and the first row's top constraint.
    static func window() -> (View, LayoutConstraint?) {
        let root = View(frame: Rect(0, 0, 390, 844), name: "root")
        var constraints: [LayoutConstraint] = []
        var previous: View?
        var firstTop: LayoutConstraint?
        for index in 0..<rows {
            let row = View(frame: .zero, name: "row\(index)")
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8)
            if previous == nil { firstTop = top }
            constraints += [top, row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16), row.heightAnchor.constraint(equalToConstant: 44)]
            previous = row
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, firstTop)
    }

    static func run() {
        let engine = Engine()
        defer { engine.discardEverything() }
        let solve = Harness.median(samples: 9) { blackHole(window()) }
        Harness.metric("layout.solve_1000_constraints.ms", solve * 1000, "ms")

        let (root, top) = window()
        var flip = false
        let edit = Harness.median(samples: 51) {
            flip.toggle()
            top?.constant = flip ? 20 : 8
            root.layoutIfNeeded()
        }
        Harness.metric("layout.edit_constant_1000.ms", edit * 1000, "ms")

        let scratch = Harness.median(samples: 9) { blackHole(rawSystem().solver) }
        let (solver, rawTop) = rawSystem()
        var rawFlip = false
        let incremental = Harness.median(samples: 51) {
            rawFlip.toggle()
            try? solver.changeConstant(of: rawTop, to: rawFlip ? -20 : -8)
        }
        Harness.metric("layout.raw.resolve_from_scratch.ms", scratch * 1000, "ms")
        Harness.metric("layout.raw.incremental_edit.ms", incremental * 1000, "ms")
        Harness.metric("layout.raw.incremental_speedup.x", scratch / max(incremental, 1e-9), "x")
    }

    /// The same 1,000 constraints written against the solver directly (x, y, width, height per row).
    static func rawSystem() -> (solver: Solver, firstTop: StagecraftLayoutSolver.Constraint) {
        let solver = Solver()
        let width = Variable("root.width")
        try? solver.addConstraint(StagecraftLayoutSolver.Constraint(width, .equal, 390))
        var previousBottom = Expression()
        var firstTop: StagecraftLayoutSolver.Constraint?
        for index in 0..<rows {
            let x = Variable("x\(index)"), y = Variable("y\(index)"), w = Variable("w\(index)"), h = Variable("h\(index)")
            let top = StagecraftLayoutSolver.Constraint(Expression(y), .equal, previousBottom + 8)
            if firstTop == nil { firstTop = top }
            for constraint in [top, StagecraftLayoutSolver.Constraint(x, .equal, 16),
                               StagecraftLayoutSolver.Constraint(x + w, .equal, width - 16), StagecraftLayoutSolver.Constraint(h, .equal, 44)] {
                try? solver.addConstraint(constraint)
            }
            previousBottom = y + h
        }
        return (solver, firstTop ?? StagecraftLayoutSolver.Constraint(width, .equal, 390))
    }
}
