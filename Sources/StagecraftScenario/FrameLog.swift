import Stagecraft

/// A trace as a frame-by-frame log of what changed: views that appeared or left, frames, alpha
/// and transforms that moved, and the events between frames. Frames where nothing changed are
/// left out, so the log reads like a story of the transition.
public enum FrameLog {
    public static func lines(_ trace: Trace) -> [String] {
        var lines: [String] = []
        var pending = trace.events[...]
        var previous: [Int: ViewSample] = [:]
        for frame in trace.frames {
            var changes: [String] = []
            let current = Dictionary(frame.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for view in frame.views {
                guard let before = previous[view.id] else {
                    let alpha = view.alpha == 1 ? "" : " alpha \(ScenarioFormat.number(view.alpha))"
                    if !previous.isEmpty { changes.append("+ \(label(view)) \(ScenarioFormat.rect(view.frame))\(alpha)") }
                    continue
                }
                var parts: [String] = []
                if before.frame != view.frame { parts.append("frame \(ScenarioFormat.rect(before.frame)) → \(ScenarioFormat.rect(view.frame))") }
                if before.alpha != view.alpha { parts.append("alpha \(ScenarioFormat.number(before.alpha)) → \(ScenarioFormat.number(view.alpha))") }
                if before.transform != view.transform { parts.append("transform \(describe(view.transform))") }
                if before.isHidden != view.isHidden { parts.append(view.isHidden ? "hidden" : "shown") }
                if !parts.isEmpty { changes.append("  \(label(view)): " + parts.joined(separator: ", ")) }
            }
            for (id, view) in previous.sorted(by: { $0.key < $1.key }) where current[id] == nil { changes.append("- \(label(view))") }
            var events: [String] = []
            while let event = pending.first, event.frame <= frame.index {
                events.append("  · \(event.category.rawValue) \(event.call)")
                pending = pending.dropFirst()
            }
            if previous.isEmpty || !changes.isEmpty || !events.isEmpty {
                lines.append("frame \(frame.index)  t=\(ScenarioFormat.number(frame.time))s" + (previous.isEmpty ? "  (\(frame.views.count) views)" : ""))
                lines += events + changes
            }
            previous = current
        }
        lines += pending.map { "  · \($0.category.rawValue) \($0.call)" }
        return lines
    }

    private static func label(_ view: ViewSample) -> String { view.name.map { "\($0)" } ?? "\(view.kind)#\(view.id)" }

    private static func describe(_ t: AffineTransform) -> String {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(ScenarioFormat.number).joined(separator: " ")
    }
}
