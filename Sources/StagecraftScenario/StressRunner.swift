import Foundation
import Stagecraft

/// `stagecraft stress`: for every transition a scenario starts, runs the scenario again with a
/// fault injected at chosen moments of that transition, and checks the idle invariants once the
/// run settles (docs/stress.md). The scenario's own expectations assume unperturbed timing, so
/// they do not count here: the invariants, and the outcome of the unperturbed run where the fault
/// should not change it, decide. A failure is written out as an ordinary scenario file that
/// replays it (the fault in an `at(…)`, `expect.invariants()` at the end of the body).
public struct StressRunner: Sendable {
    public struct Options: Sendable {
        public var scenario = ScenarioOptions()
        /// Picks which runs to make when there are more than the budget (same seed, same runs).
        public var seed: UInt64 = 0
        /// Perturbed runs at most, shared out evenly over the scenarios, at least one each (nil:
        /// every candidate). Each scenario's unperturbed run comes on top.
        public var budget: Int?
        /// Where replay files go (nil: none written).
        public var replayDirectory: String?
        /// Scenarios stressed at once, each on its own thread.
        public var jobs = 1
        /// Only the scenarios that opt in with `stress{…}` (ST1.3); the others are skipped.
        public var optedInOnly = false
        public init() {}
    }

    /// One run: an unperturbed one (no perturbation) or one with a fault at a moment of a transition.
    public struct Run: Sendable {
        public var file: String
        public var scenario: String
        public var scenarioLine: Int
        public var perturbation: Perturbation?
        public var moment: StressMoment?
        /// The transition perturbed (`present(detail)`), and the scenario line that started it.
        public var transition: String?
        public var origin: String?
        /// What broke; empty when the run passed.
        public var problems: [String]
        public var replay: String?
        public var wallTime: Double
        public var passed: Bool { problems.isEmpty }

        /// `rotate at 50 % of present(detail)`.
        public var title: String {
            guard let perturbation, let moment, let transition else { return "unperturbed" }
            return "\(perturbation.kind.rawValue) at \(moment.label) of \(transition)"
        }
    }

    /// A scenario stress did not run, and why (its own `skip`, `stress{ skip = … }`, or its file
    /// does not load).
    public struct Skip: Sendable {
        public var file: String
        public var scenario: String
        public var reason: String
        public var isError: Bool
    }

    public var options: Options
    public init(options: Options = Options()) { self.options = options }

    /// What a run left once settled.
    struct Outcome: Sendable {
        var records: [TransitionLedger.Record] = []
        var violations: [IdleInvariants.Violation] = []
        /// The controllers on screen and the top one's frame (see `signature`).
        var hierarchy = ""
        var topFrame = ""
        var request: StressRequest?
        var checkedDiagnostics = false
        var diagnosticKinds: Set<Diagnostic.Kind> = []
        /// The kinds the scenario provoked and checked itself (allowed in every run of it).
        var checkedKinds: Set<Diagnostic.Kind> { checkedDiagnostics ? diagnosticKinds : [] }
        var windowSize = Size(width: 390, height: 844)
        /// Whether the scenario loaded role scripts from disk (each can be reloaded, ST1.5).
        var hotScripts = false
    }

    /// The planned perturbed runs of one scenario.
    struct Planned: Sendable {
        var record: TransitionLedger.Record
        var moment: StressMoment
        var perturbation: Perturbation
    }

    /// Stresses every scenario of `files`; `progress` gets each scenario's runs as they finish.
    public func run(files: [String], progress: (@Sendable ([Run], [Skip]) -> Void)? = nil) -> (runs: [Run], skips: [Skip]) {
        var entries: [(ScenarioEntry, String, Bool)] = []
        var skips: [Skip] = []
        let lister = ScenarioRunner(options: options.scenario)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
                skips.append(Skip(file: file, scenario: ScenarioRunner.scenarioName(of: file), reason: "cannot read \(file) as UTF-8 text", isError: true))
                continue
            }
            switch lister.list(file: file) {
            case .failure(let failure):
                skips.append(Skip(file: file, scenario: ScenarioRunner.scenarioName(of: file), reason: failure.description, isError: true))
            case .success(let found):
                let wholeFile = found.count == 1 && found[0].lines == 1...1 && found[0].name == ScenarioRunner.scenarioName(of: file)
                    && !source.contains("scenario(")
                entries += found.map { ($0, source, wholeFile) }
            }
        }
        progress?([], skips)
        // Each scenario's share of the budget: the seed picks which of its candidates run.
        let share = options.budget.map { max(1, $0 / max(entries.count, 1)) }
        let results = Self.parallelMap(entries, jobs: options.jobs) { entry, source, wholeFile in
            let outcome = stress(entry, source: source, wholeFile: wholeFile, share: share)
            progress?(outcome.runs, outcome.skip.map { [$0] } ?? [])
            return outcome
        }
        return (results.flatMap(\.runs), skips + results.compactMap(\.skip))
    }

    /// The baseline, then the perturbed runs of one scenario.
    func stress(_ entry: ScenarioEntry, source: String, wholeFile: Bool, share: Int?) -> (runs: [Run], skip: Skip?) {
        if let reason = entry.skip { return ([], Skip(file: entry.file, scenario: entry.name, reason: reason, isError: false)) }
        let started = ScenarioRunner.clock()
        guard let baseline = runOnce(entry, source: source, allowed: nil) else {
            return ([], Skip(file: entry.file, scenario: entry.name, reason: "the scenario did not run (its file fails to load)", isError: true))
        }
        if let reason = baseline.request?.skip { return ([], Skip(file: entry.file, scenario: entry.name, reason: "stress: " + reason, isError: false)) }
        if options.optedInOnly, baseline.request == nil {
            return ([], Skip(file: entry.file, scenario: entry.name, reason: "not opted in (no stress{…}; --opted-in)", isError: false))
        }
        // A scenario that provokes diagnostics on purpose (and checks them) keeps them allowed.
        let allowed = IdleInvariants.expectedDiagnostics.union(Self.consequences).union(baseline.checkedKinds)
        let baselineProblems = baseline.violations.map(\.description)
        var runs: [Run] = []
        if !baselineProblems.isEmpty {
            // As the unperturbed run was checked: with no perturbation, nothing is its consequence.
            let replay = writeReplay(entry, source: source, wholeFile: wholeFile, insertion: nil,
                                     allowed: allowed.subtracting(Self.consequences.subtracting(baseline.checkedKinds)), tag: "unperturbed")
            runs.append(Run(file: entry.file, scenario: entry.name, scenarioLine: entry.line, problems: baselineProblems, replay: replay,
                            wallTime: ScenarioRunner.clock() - started))
            return (runs, nil)  // perturbing a broken run finds the same break again
        }
        runs.append(Run(file: entry.file, scenario: entry.name, scenarioLine: entry.line, problems: [], wallTime: ScenarioRunner.clock() - started))
        var plan = self.plan(baseline, frame: 1 / (entry.fps ?? options.scenario.frameRate))
        if let share, plan.count > share {
            var generator = SplitMix64(seed: options.seed ^ Self.hash(entry.file + ":" + entry.name))
            plan = Array(plan.indices.shuffled(using: &generator).prefix(share).sorted().map { plan[$0] })
        }
        for planned in plan {
            let begun = ScenarioRunner.clock()
            let code = "at(\(ScenarioFormat.number(planned.moment.time)), function() \(planned.perturbation.code) end)"
            var problems: [String] = []
            if let outcome = runOnce(entry, source: insert(code, into: source, entry: entry, wholeFile: wholeFile, check: nil), allowed: allowed) {
                problems = outcome.violations.filter { violation in
                    !Self.isConsequence(violation)
                        && !(planned.perturbation.kind == .release && Self.isReleaseConsequence(violation, file: entry.file))
                }.map(\.description)
                if planned.perturbation.kind.keepsOutcome {
                    if outcome.hierarchy != baseline.hierarchy {
                        problems.append("same outcome: the controllers on screen are \(outcome.hierarchy), unperturbed \(baseline.hierarchy)")
                    } else if planned.perturbation.kind == .rotate, outcome.topFrame != baseline.topFrame {
                        problems.append("same outcome: the top view's frame is \(outcome.topFrame), unperturbed \(baseline.topFrame)")
                    }
                }
            } else {
                problems.append("the perturbed scenario did not run")
            }
            var run = Run(file: entry.file, scenario: entry.name, scenarioLine: entry.line, perturbation: planned.perturbation,
                          moment: planned.moment, transition: planned.record.subject, origin: planned.record.origin,
                          problems: problems, wallTime: ScenarioRunner.clock() - begun)
            if !problems.isEmpty {
                let tag = "\(planned.perturbation.kind.rawValue)-\(planned.record.subject)-\(planned.moment.label)"
                run.replay = writeReplay(entry, source: source, wholeFile: wholeFile, insertion: code, time: planned.moment.time,
                                         allowed: allowed, tag: tag)
            }
            runs.append(run)
        }
        return (runs, nil)
    }

    /// Diagnostics a perturbation causes in the scenario's own later steps, not broken states
    /// (ST2.2): a scripted finger that now lands on another screen recognizes nothing.
    static let consequences: Set<Diagnostic.Kind> = [.gestureUnrecognized]

    /// A dismiss the scenario asks for after the perturbation already dismissed: UIKit ignores it (ST2.2).
    static func isConsequence(_ violation: IdleInvariants.Violation) -> Bool {
        violation.invariant == "no diagnostics" && violation.detail.hasSuffix("nothing is presented; ignored")
    }

    /// After `release`, the scenario's own later code meets the variables it set to nil: a script
    /// error in the scenario file itself is that consequence (ST2.2); one in a role script counts.
    static func isReleaseConsequence(_ violation: IdleInvariants.Violation, file: String) -> Bool {
        violation.invariant == "no diagnostics" && violation.detail.hasPrefix("[script-error]") && violation.detail.contains("(\(file):")
    }

    /// Every transition × moment × perturbation the scenario allows, in a stable order.
    func plan(_ baseline: Outcome, frame: Double) -> [Planned] {
        var plan: [Planned] = []
        for record in baseline.records {
            var candidates = Perturbation.candidates(for: record, windowSize: baseline.windowSize, hotScripts: baseline.hotScripts)
            if let wanted = baseline.request?.perturbations { candidates = candidates.filter { wanted.contains($0.kind) } }
            for moment in StressMoment.all(start: record.start, duration: record.duration, frame: frame) {
                plan += candidates.map { Planned(record: record, moment: moment, perturbation: $0) }
            }
        }
        return plan
    }

    /// Runs one scenario of `source` (as `entry.file`) and settles it; nil when it did not run.
    func runOnce(_ entry: ScenarioEntry, source: String, allowed: Set<Diagnostic.Kind>?) -> Outcome? {
        final class Box: @unchecked Sendable { var outcome: Outcome? }
        let box = Box()
        var runner = ScenarioRunner(options: options.scenario)
        runner.tracedReruns = false
        runner.afterBody = { host in
            host.engine.makeCurrent()
            // As the replay's closing line does: past the perturbation's time, then until idle.
            if host.lastScheduled > host.engine.now { host.engine.advance(to: host.lastScheduled) }
            host.engine.runUntilIdle(limit: 60)
            var outcome = Outcome()
            outcome.records = host.engine.transitionLedger.records
            outcome.checkedDiagnostics = host.diagnosticsChecked
            outcome.diagnosticKinds = Set(host.engine.diagnostics.map(\.kind))
            let allowing = allowed ?? IdleInvariants.expectedDiagnostics.union(host.diagnosticsChecked ? outcome.diagnosticKinds : [])
            outcome.violations = host.invariantViolations(allowing: allowing)
            (outcome.hierarchy, outcome.topFrame) = Self.signature(host.window)
            outcome.request = host.stress
            outcome.windowSize = host.window.bounds.size
            outcome.hotScripts = !host.loadedRoles.isEmpty
            box.outcome = outcome
        }
        var selection = ScenarioSelection()
        selection.pick(line: entry.line, in: entry.file)
        _ = runner.run(file: entry.file, source: source, selection: selection)
        return box.outcome
    }

    /// The controllers on screen, in a form two runs can compare (`root > presented`, a
    /// navigation stack in brackets, a tab bar's selected tab), and the top controller's view frame.
    static func signature(_ window: Window) -> (String, String) {
        func describe(_ controller: ViewController) -> String {
            if let nav = controller as? NavigationController {
                return "\(nav.name)[\(nav.viewControllers.map(describe).joined(separator: ", "))]"
            }
            if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
                return "\(tabs.name){\(describe(selected))}"
            }
            return controller.name
        }
        var chain: [String] = []
        var next = window.rootViewController
        var top: ViewController?
        while let controller = next, chain.count < 100 {
            chain.append(describe(controller))
            top = controller
            next = controller.presentedViewController
        }
        let frame = top?.viewIfLoaded.map { ScenarioFormat.rect($0.frame) } ?? "none"
        return (chain.joined(separator: " > "), frame)
    }

    /// `source` with `code` at the start of the scenario's body and, when `check` is given, that
    /// check at its end; on the lines the body already uses when they allow it, so the replay's
    /// `file:line`s are the original's.
    func insert(_ code: String?, into source: String, entry: ScenarioEntry, wholeFile: Bool, check: String?) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if wholeFile {
            if let code { lines[0] = code + "; " + lines[0] }
            if let check { lines.append(check) }
            return lines.joined(separator: "\n")
        }
        let first = entry.lines.lowerBound - 1, last = entry.lines.upperBound - 1
        guard lines.indices.contains(first), lines.indices.contains(last) else { return source }
        if let check {
            let trimmed = lines[last].drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("end"), last != first {
                lines[last] = String(lines[last].prefix(lines[last].count - trimmed.count)) + check + " " + trimmed
            } else {
                lines.insert("  " + check, at: last)
            }
        }
        if let code {
            let opening = lines[first].trimmingCharacters(in: .whitespaces)
            if opening.hasSuffix("function()") || opening.hasSuffix("function ()") {
                lines[first] += " " + code
            } else {
                lines.insert("  " + code, at: first + 1)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the replay file of a failed run; returns its path (nil when none is written).
    func writeReplay(_ entry: ScenarioEntry, source: String, wholeFile: Bool, insertion: String?, time: Double? = nil,
                     allowed: Set<Diagnostic.Kind>, tag: String) -> String? {
        guard let directory = options.replayDirectory else { return nil }
        let extra = allowed.subtracting(IdleInvariants.expectedDiagnostics).map(\.rawValue).sorted()
        let settle = time.map { "if now() < \(ScenarioFormat.number($0)) then advanceTo(\(ScenarioFormat.number($0))) end; " } ?? ""
        let check = settle + "untilIdle(); expect.invariants(" + (extra.isEmpty ? "" : "{ allow = { " + extra.map(Perturbation.quoted).joined(separator: ", ") + " } }") + ")"
        var text = insert(insertion, into: source, entry: entry, wholeFile: wholeFile, check: check)
        if !text.hasSuffix("\n") { text += "\n" }
        // Last, so that the replay's lines are the original's: where its modules are.
        text += ReplayOrigin.line(original: entry.file, replayDirectory: directory) + "\n"
        let base = ScenarioRunner.scenarioName(of: entry.file) + "-" + entry.name + "-" + tag
        let name = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(150)) + ".lua"
        // The replay sits in the directory given and loads `animators/…` and required modules
        // from where the original did, through its closing line (ReplayOrigin).
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent(name)
        return (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil ? path : nil
    }

    /// A stable 64-bit hash (Swift's `hashValue` changes between processes).
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(14_695_981_039_346_656_037 as UInt64) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }

    /// `transform` over `items` on `jobs` threads, results in order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let slots = ParallelSlots<R>(items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                slots.lock.lock()
                let index = slots.next
                slots.next += 1
                slots.lock.unlock()
                guard index < items.count else { return }
                let value = transform(items[index])
                slots.lock.lock()
                slots.values[index] = value
                slots.lock.unlock()
            }
        }
        return slots.values.map { $0! }
    }
}

/// Results of a parallel map and the next index to take, under one lock.
private final class ParallelSlots<R>: @unchecked Sendable {
    var values: [R?]
    let lock = NSLock()
    var next = 0
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
}

/// SplitMix64: a small, well-known generator, seeded, the same on every platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension StressRunner.Run {
    /// The run as a scenario result, for JUnit: named `scenario › rotate at 50 % of present(detail)`,
    /// each broken invariant a failure at the line that started the transition.
    public var result: ScenarioResult {
        let location = origin ?? "\(file):\(scenarioLine)"
        var failures = problems.map { ScenarioFailure(message: $0, time: moment?.time ?? 0, frame: 0, location: location) }
        if let replay, !failures.isEmpty { failures[failures.count - 1].message += "\n  replay: stagecraft test \(replay)" }
        return ScenarioResult(name: "\(scenario) › \(title)", file: file, line: scenarioLine, failures: failures, simulatedTime: 0,
                              frames: 0, frameRate: 0, wallTime: wallTime, log: [], diagnostics: [], notes: [])
    }
}

extension StressRunner.Skip {
    public var result: ScenarioResult {
        ScenarioResult(name: scenario, file: file, skipped: isError ? nil : reason,
                       failures: isError ? [ScenarioFailure(.error, message: reason, time: 0, frame: 0, location: nil)] : [],
                       simulatedTime: 0, frames: 0, frameRate: 0, wallTime: 0, log: [], diagnostics: [], notes: [])
    }
}
