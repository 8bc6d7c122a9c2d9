import Foundation
import Stagecraft

/// Golden traces: `expect.golden("name")` compares the scenario's trace so far with
/// `golden/<name>.jsonl` beside the scenario, numbers within a tolerance. Recording (`--record`
/// or `STAGECRAFT_RECORD=1`) writes the file instead.
///
/// Frames are matched by time, so a golden recorded at 60 Hz also holds at 120 Hz (the 120 Hz
/// run has every 60 Hz moment); events are compared without their frame numbers for the same reason.
enum GoldenTrace {
    static func path(for host: ScenarioHost, name: String) -> String {
        "\(ScenarioHost.directory(of: host.file))/golden/\(name).jsonl"
    }

    static func check(_ host: ScenarioHost, name: String, tolerance: Double) throws(ScenarioError) -> (String, String, String)? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw ScenarioError("a golden trace's name is letters, digits, _ and - (got '\(name)')")
        }
        let file = path(for: host, name: name)
        guard let tracer = host.tracer else {
            host.wantsTrace = true  // checked on the traced run that follows
            return nil
        }
        let actual = tracer.trace.jsonLines()
        if host.options.recordGoldens {
            do {
                try FileManager.default.createDirectory(atPath: ScenarioHost.directory(of: file), withIntermediateDirectories: true)
                try actual.write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                throw ScenarioError("cannot write the golden trace \(file): \(error.localizedDescription)")
            }
            host.notes.append("recorded golden trace \(file)")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: file), let expected = String(data: data, encoding: .utf8) else {
            return ("no golden trace at \(file); record it with `stagecraft test --record` or STAGECRAFT_RECORD=1", "a recorded trace", "none")
        }
        // The common case, the same run at the same rate, is byte-identical: no parsing needed.
        if expected == actual { return nil }
        let differences = compare(expected: expected, actual: actual, tolerance: tolerance)
        guard !differences.isEmpty else { return nil }
        let shown = differences.prefix(8).joined(separator: "\n            ")
        let more = differences.count > 8 ? "\n            … and \(differences.count - 8) more" : ""
        return ("the trace differs from \(file) (tolerance \(ScenarioFormat.number(tolerance)))",
                "the golden trace", "\(differences.count) difference\(differences.count == 1 ? "" : "s"):\n            " + shown + more)
    }

    /// Readable differences: `t=0.25s view 'sheet' center[1]: expected 500, got 503.2`.
    static func compare(expected: String, actual: String, tolerance: Double) -> [String] {
        let (goldFrames, goldEvents) = parse(expected), (frames, events) = parse(actual)
        var differences: [String] = []
        var byTime: [Int: [String: Any]] = [:]
        for frame in frames { byTime[key(frame["time"])] = frame }
        for gold in goldFrames {
            let time = number(gold["time"]) ?? 0
            guard let frame = byTime[key(gold["time"])] else {
                differences.append("t=\(ScenarioFormat.number(time))s: no frame at this time in the run")
                continue
            }
            let goldViews = gold["views"] as? [[String: Any]] ?? [], views = frame["views"] as? [[String: Any]] ?? []
            if goldViews.count != views.count {
                let names = { (list: [[String: Any]]) in list.map { ($0["name"] as? String) ?? "#\(number($0["id"]).map(ScenarioFormat.number) ?? "?")" } }
                differences.append("t=\(ScenarioFormat.number(time))s: \(goldViews.count) views expected, got \(views.count) (expected \(names(goldViews).joined(separator: ", ")); got \(names(views).joined(separator: ", ")))")
                continue
            }
            for (g, v) in zip(goldViews, views) {
                let label = (g["name"] as? String).map { "'\($0)'" } ?? "#\(number(g["id"]).map(ScenarioFormat.number) ?? "?")"
                diff(g, v, path: "", tolerance: tolerance) { differences.append("t=\(ScenarioFormat.number(time))s view \(label) \($0)") }
            }
        }
        let strip = { (e: [String: Any]) -> [String: Any] in var e = e; e["frame"] = nil; return e }
        for index in 0..<max(goldEvents.count, events.count) {
            guard index < goldEvents.count, index < events.count else {
                let extra = index < events.count ? events[index] : goldEvents[index]
                differences.append("event \(index + 1) \(index < events.count ? "not in the golden trace" : "missing from the run"): \(describe(extra))")
                continue
            }
            diff(strip(goldEvents[index]), strip(events[index]), path: "", tolerance: tolerance) { _ in
                differences.append("event \(index + 1): expected \(describe(goldEvents[index])), got \(describe(events[index]))")
            }
        }
        return differences
    }

    private static func parse(_ text: String) -> (frames: [[String: Any]], events: [[String: Any]]) {
        var frames: [[String: Any]] = [], events: [[String: Any]] = []
        for line in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            switch object["type"] as? String {
            case "frame": frames.append(object)
            case "event": events.append(object)
            default: break
            }
        }
        return (frames, events)
    }

    /// Compares JSON values; numbers within `tolerance`. Reports each difference once through `report`.
    private static func diff(_ a: Any?, _ b: Any?, path: String, tolerance: Double, _ report: (String) -> Void) {
        if let x = number(a), let y = number(b) {
            if abs(x - y) > tolerance { report("\(path): expected \(ScenarioFormat.number(x)), got \(ScenarioFormat.number(y))") }
        } else if let x = a as? [String: Any], let y = b as? [String: Any] {
            for k in Set(x.keys).union(y.keys).sorted() where k != "id" && k != "parent" {
                diff(x[k], y[k], path: path.isEmpty ? k : "\(path).\(k)", tolerance: tolerance, report)
            }
        } else if let x = a as? [Any], let y = b as? [Any], x.count == y.count {
            for (i, (p, q)) in zip(x, y).enumerated() { diff(p, q, path: "\(path)[\(i)]", tolerance: tolerance, report) }
        } else if "\(a ?? "none")" != "\(b ?? "none")" {
            report("\(path): expected \(a.map { "\($0)" } ?? "nothing"), got \(b.map { "\($0)" } ?? "nothing")")
        }
    }

    private static func number(_ value: Any?) -> Double? {
        // Booleans (hidden, clips) come back as numbers too: compared as 0 and 1, which is right.
        (value as? NSNumber)?.doubleValue
    }

    /// Frame times to the microsecond, so 60 Hz and 120 Hz grids meet.
    /// A golden file is user input: a time of 1e300 or NaN gets a key that matches no frame
    /// instead of trapping the conversion.
    private static func key(_ value: Any?) -> Int { Int(exactly: ((number(value) ?? -1) * 1e6).rounded()) ?? Int.min }

    private static func describe(_ e: [String: Any]) -> String {
        let detail = (e["detail"] as? String).map { $0.isEmpty ? "" : "(\($0))" } ?? ""
        return "[\(number(e["time"]).map(ScenarioFormat.number) ?? "?")s] \(e["subject"] ?? "?").\(e["name"] ?? "?")\(detail)"
    }
}
