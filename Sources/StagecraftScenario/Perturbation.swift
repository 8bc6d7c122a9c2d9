import Stagecraft

/// One fault a stress run injects while a transition runs (docs/stress.md, ST4): what a user or
/// the system does to an app mid-transition, written as the scenario DSL code that does it, so the
/// replay file of a failure is an ordinary scenario with that code in an `at(…)`.
public struct Perturbation: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The window resized to landscape and back at once (a rotation there and back).
        case rotate
        /// The keyboard shown.
        case keyboard
        /// The system cancels every touch (a call comes in): an interactive gesture ends cancelled.
        case cancelTouches
        /// The finger lifted now, where it is, with the speed it has.
        case releaseEarly
        /// The finger stops where it is and lifts a second later, with no speed.
        case releaseLate
        /// The finger flicked hard (5000 pt/s) along its motion, then lifted.
        case flickForward
        /// The finger flicked hard (5000 pt/s) against its motion, then lifted.
        case flickBack
        /// A full garbage collection: what only the app's released references kept goes.
        case collectGarbage
        /// The app lets go of the controller coming in (present, push) or leaving (dismiss, pop):
        /// its variables become nil; once idle, one that left the screen must have been freed.
        case release
        /// Every role script the scenario loaded from disk reloaded (`reloadScripts()`): a save mid-flight.
        case reload
        /// A tap near the top of the window: on the dimming view of a sheet or card.
        case tapDim
        /// A second present on top of the controller coming in.
        case present
        /// A dismiss of the controller being presented, or a second dismiss of the one leaving.
        case dismiss
        /// A second push onto the navigation controller.
        case push
        /// A pop of the navigation controller.
        case pop
        /// A switch back to the tab being left.
        case selectTab

        /// Whether the run must end as the unperturbed one did (same controllers on screen, same
        /// top frame for a rotation there and back): the fault changes nothing the app asked for.
        /// Not the keyboard: while it is up it takes the touches on it, as UIKit's does, so a
        /// gesture the scenario makes then may land on it instead of the app.
        var keepsOutcome: Bool { self == .rotate }
    }

    public var kind: Kind
    /// The DSL statements, on one line.
    public var code: String

    /// The perturbations that apply to `record`, built for a window of `size` (a reload when the
    /// scenario has hot-reloaded scripts).
    static func candidates(for record: TransitionLedger.Record, windowSize size: Size, hotScripts: Bool) -> [Perturbation] {
        let w = ScenarioFormat.number(size.width), h = ScenarioFormat.number(size.height)
        var found = [
            Perturbation(kind: .rotate, code: "resize({\(h), \(w)}); resize({\(w), \(h)})"),
            // Up, then down again half a second later (a text field focused and resigned): a
            // keyboard left up would cover the app for the rest of the run.
            Perturbation(kind: .keyboard, code: "showKeyboard { height = \(ScenarioFormat.number((size.height * 0.35).rounded())) }; "
                         + "at(now() + 0.5, function() hideKeyboard() end)"),
        ]
        if record.interactive {
            found += [
                Perturbation(kind: .cancelTouches, code: "cancelTouches()"),
                Perturbation(kind: .releaseEarly, code: "releaseTouches()"),
                Perturbation(kind: .releaseLate, code: "releaseTouches { after = 1 }"),
                Perturbation(kind: .flickForward, code: "releaseTouches { speed = 5000 }"),
                Perturbation(kind: .flickBack, code: "releaseTouches { speed = -5000 }"),
            ]
        }
        found.append(Perturbation(kind: .collectGarbage, code: "collectGarbage()"))
        if hotScripts { found.append(Perturbation(kind: .reload, code: "reloadScripts()")) }
        let to = quoted(record.to), from = quoted(record.from)
        switch record.kind {
        case .present, .push: found.append(Perturbation(kind: .release, code: "release(\(to))"))
        case .dismiss, .pop: found.append(Perturbation(kind: .release, code: "release(\(from))"))
        case .tab: break  // a tab bar controller keeps its tabs
        }
        switch record.kind {
        case .present:
            found.append(Perturbation(kind: .tapDim, code: "tap({\(ScenarioFormat.number(size.width / 2)), 20})"))
            found.append(Perturbation(kind: .present, code: "present(\(to), screen \"stress.extra\" {})"))
            found.append(Perturbation(kind: .dismiss, code: "dismiss(\(to))"))
        case .dismiss:
            found.append(Perturbation(kind: .tapDim, code: "tap({\(ScenarioFormat.number(size.width / 2)), 20})"))
            found.append(Perturbation(kind: .dismiss, code: "dismiss(\(from))"))
        case .push, .pop:
            guard let nav = record.container.map(quoted) else { break }
            found.append(Perturbation(kind: .push, code: "push(\(nav), screen \"stress.extra\" {})"))
            found.append(Perturbation(kind: .pop, code: "pop(\(nav))"))
        case .tab:
            guard let tabs = record.container.map(quoted) else { break }
            found.append(Perturbation(kind: .selectTab, code: "selectTab(\(tabs), \(from))"))
        }
        return found
    }

    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

/// When in a transition a perturbation lands (ST4.1): 0 %, 1 frame in, 25 %, 50 %, 75 %, 1 frame
/// before the end, and 1 frame after it.
public struct StressMoment: Sendable, Hashable {
    public var label: String
    public var time: Double

    static func all(start: Double, duration: Double, frame: Double) -> [StressMoment] {
        let moments = [
            StressMoment(label: "0 %", time: start),
            StressMoment(label: "1 frame in", time: start + frame),
            StressMoment(label: "25 %", time: start + 0.25 * duration),
            StressMoment(label: "50 %", time: start + 0.5 * duration),
            StressMoment(label: "75 %", time: start + 0.75 * duration),
            StressMoment(label: "1 frame before the end", time: start + max(duration - frame, 0)),
            StressMoment(label: "just after", time: start + duration + frame),
        ]
        // A short transition puts several at the same time: one run each time is enough.
        var seen: Set<Double> = []
        return moments.filter { seen.insert(($0.time * 1e6).rounded()).inserted }
    }
}
