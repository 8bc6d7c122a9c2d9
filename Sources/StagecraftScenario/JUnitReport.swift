import Foundation

/// JUnit XML for CI, as pytest and fastlane write it and GitLab, Jenkins and junitparser read it:
/// one `testsuite` per scenario file, one `testcase` per scenario. A script error is an `<error>`
/// (the code under test did not run to its end), failed expectations a `<failure>`, a scenario
/// declared `skip` a `<skipped>`. Each testcase names its `file` and `line`; its classname is the
/// file's path without `.lua`, dotted (`examples.scenarios.fade_present`), as pytest names modules.
public enum JUnitReport {
    public static func xml(_ results: [ScenarioResult], timestamp: Date = Date(), hostname: String = "localhost") -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        let stamp = iso8601(timestamp)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"stagecraft\" \(counts(results, skipped: false))>"]
        for (index, file) in files.enumerated() {
            let cases = byFile[file] ?? []
            lines.append("  <testsuite name=\"\(escape(className(file)))\" id=\"\(index)\" \(counts(cases)) timestamp=\"\(stamp)\" "
                         + "hostname=\"\(escape(hostname))\" file=\"\(escape(file))\">")
            for result in cases { lines += testcase(result) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `tests`, `failures`, `errors`, `skipped` and `time` of a group of results (`skipped` on
    /// suites only: the schema Jenkins validates against has no such attribute on `testsuites`).
    private static func counts(_ results: [ScenarioResult], skipped withSkipped: Bool = true) -> String {
        let errors = results.filter(\.hasError).count
        let failures = results.filter { !$0.passed && !$0.hasError }.count
        let skipped = withSkipped ? "skipped=\"\(results.filter { $0.skipped != nil }.count)\" " : ""
        return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" \(skipped)"
            + "time=\"\(seconds(results.map(\.wallTime).reduce(0, +)))\""
    }

    private static func testcase(_ result: ScenarioResult) -> [String] {
        var open = "    <testcase classname=\"\(escape(className(result.file)))\" name=\"\(escape(result.name))\" "
            + "file=\"\(escape(result.file))\""
        if let line = result.line { open += " line=\"\(line)\"" }
        open += " time=\"\(seconds(result.wallTime))\""
        var lines: [String] = []
        if let reason = result.skipped {
            return [open + ">", "      <skipped message=\"\(escape(reason))\"/>", "    </testcase>"]
        }
        if let first = result.failures.first {
            // Root cause first: the first error when there is one, else the first failed expectation.
            let headline = result.failures.first { $0.kind == .error } ?? first
            let (element, type) = result.hasError ? ("error", "script-error") : ("failure", "expectation")
            let body = result.failures.map(\.description).joined(separator: "\n")
            lines.append("      <\(element) message=\"\(escape(headline.message))\" type=\"\(type)\">\(escape(body))</\(element)>")
        }
        if !result.log.isEmpty, !result.passed {
            lines.append("      <system-out>\(escape(result.log.joined(separator: "\n")))</system-out>")
        }
        guard !lines.isEmpty else { return [open + "/>"] }
        return [open + ">"] + lines + ["    </testcase>"]
    }

    /// `examples/scenarios/fade_present.lua` → `examples.scenarios.fade_present`.
    public static func className(_ file: String) -> String {
        var path = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path.replacingOccurrences(of: "/", with: ".")
    }

    /// ISO 8601 without a zone, as pytest writes it (`2026-11-25T13:05:00`), in UTC.
    static func iso8601(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    static func seconds(_ value: Double) -> String { ScenarioFormat.number((value * 1000).rounded() / 1000) }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: out += "?"  // not allowed in XML 1.0
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
