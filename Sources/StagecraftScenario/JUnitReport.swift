/// JUnit XML for CI: one `testsuite` per scenario file, one `testcase` per scenario.
public enum JUnitReport {
    public static func xml(_ results: [ScenarioResult]) -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        let failures = results.filter { !$0.passed }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"stagecraft\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(results.map(\.wallTime).reduce(0, +)))\">"]
        for file in files {
            let cases = byFile[file] ?? []
            lines.append("  <testsuite name=\"\(escape(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { !$0.passed }.count)\" time=\"\(seconds(cases.map(\.wallTime).reduce(0, +)))\">")
            for result in cases {
                let open = "    <testcase classname=\"\(escape(file))\" name=\"\(escape(result.name))\" time=\"\(seconds(result.wallTime))\""
                guard let first = result.failures.first else { lines.append(open + "/>"); continue }
                lines.append(open + ">")
                let body = result.failures.map(\.description).joined(separator: "\n")
                lines.append("      <failure message=\"\(escape(first.message))\">\(escape(body))</failure>")
                if !result.log.isEmpty { lines.append("      <system-out>\(escape(result.log.joined(separator: "\n")))</system-out>") }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
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
