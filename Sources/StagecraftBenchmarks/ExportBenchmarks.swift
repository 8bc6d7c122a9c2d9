import Foundation
import StagecraftExport

/// `stagecraft export` (issue 23, item 5): how fast a Lua role becomes Swift.
///
/// - `export.lines_per_s`: Lua lines exported per second by `LuaExporter` (parse, read the role's
///   shape and the roles it requires, write the class typed from UIKit's declarations in the
///   exporter's three passes),
///   the median of 60 runs over six example roles of each kind (305 lines), read from examples/.
enum ExportBenchmarks {
    static let roles = ["animators/slide.lua", "animators/cube.lua", "delegates/mastering.lua", "interactions/swipe_down.lua",
                        "presentations/custom_dimming.lua", "presentations/half_sheet.lua"]

    static func run() {
        guard FileManager.default.fileExists(atPath: "examples/animators") else {
            return print("export: examples/ not found (run from the repository root); skipped")
        }
        let sources = roles.compactMap { role in (try? String(contentsOfFile: "examples/" + role, encoding: .utf8)).map { (role, $0) } }
        let module = { (name: String) in try? String(contentsOfFile: "examples/" + name.replacingOccurrences(of: ".", with: "/") + ".lua", encoding: .utf8) }
        for (role, text) in sources {
            guard let result = try? LuaExporter.export(source: text, fileName: role, module: module), result.problems.isEmpty else {
                return print("export: \(role) no longer exports cleanly")
            }
        }
        let lines = sources.reduce(0) { $0 + $1.1.split(separator: "\n", omittingEmptySubsequences: false).count }
        let seconds = Harness.median(samples: 60) {
            for (role, text) in sources { blackHole(try? LuaExporter.export(source: text, fileName: role, module: module)) }
        }
        Harness.metric("export.lines_per_s", Double(lines) / seconds, "lines/s")
    }
}
