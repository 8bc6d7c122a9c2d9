/// Failed stress runs that broke the same way — the same fault injected into the same transition,
/// with the same problems — at different moments: printed once, with the moments listed
/// (`rotate at 25 %, 50 %, 75 % of present(detail)`), instead of one block per moment saying the
/// same thing.
public struct StressFailureGroup: Sendable {
    public var runs: [StressRunner.Run]

    /// `file:line` of the transition (or the scenario) the runs perturbed.
    public var origin: String { runs[0].origin ?? "\(runs[0].file):\(runs[0].scenarioLine)" }

    /// The first run's title, with every run's moment in it when there are several.
    public var title: String {
        guard runs.count > 1, let perturbation = runs[0].perturbation, let transition = runs[0].transition else { return runs[0].title }
        return "\(perturbation.kind.rawValue) at \(runs.compactMap(\.moment?.label).joined(separator: ", ")) of \(transition)"
    }

    /// The failed runs of `runs` in groups, in the order each group first failed. Runs differing
    /// in anything but their moment stay apart, so nothing said about one moment is put on another.
    public static func grouping(_ runs: [StressRunner.Run]) -> [StressFailureGroup] {
        var groups: [StressFailureGroup] = []
        for run in runs where !run.passed {
            if let index = groups.firstIndex(where: { $0.matches(run) }) { groups[index].runs.append(run) } else { groups.append(StressFailureGroup(runs: [run])) }
        }
        return groups
    }

    private func matches(_ run: StressRunner.Run) -> Bool {
        let first = runs[0]
        return run.moment != nil && first.moment != nil && run.perturbation?.kind == first.perturbation?.kind
            && run.transition == first.transition && run.origin == first.origin && run.file == first.file
            && run.scenarioLine == first.scenarioLine && run.problems == first.problems
    }
}
