import Foundation
import Stagecraft
import StagecraftImport
import StagecraftScenario
import Testing
@testable import StagecraftExport

/// Issue 23, items 5 and 6: `stagecraft export` writes each example role as Swift that type-checks
/// against UIKit's declarations, and `import(export(role))` runs the example scenarios with traces
/// byte-identical to the Lua role's.
@Suite(.serialized) struct ExportRoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let examples = repository + "/examples"

    /// The example roles that export with no problem.
    static let exportable = [
        "animators/aapl_cross_dissolve.lua", "animators/aapl_custom.lua", "animators/cross_fade.lua", "animators/deck_card.lua",
        "animators/fade.lua", "animators/fancy_warning.lua", "animators/instant.lua", "animators/slide.lua", "animators/slide_up.lua",
        "delegates/mastering.lua", "delegates/slide_navigation.lua",
        "presentations/custom_dimming.lua", "presentations/keyboard_sheet.lua",
    ]

    static func read(_ role: String) throws -> String {
        try String(contentsOfFile: examples + "/" + role, encoding: .utf8)
    }

    /// `animators.slide` → `animators/slide.lua`.
    static func path(ofModule name: String) -> String { name.replacingOccurrences(of: ".", with: "/") + ".lua" }

    static func export(_ role: String) throws -> LuaExporter.Result {
        try LuaExporter.export(source: try read(role), fileName: role) { try? read(path(ofModule: $0)) }
    }

    /// The role and the roles it requires, transitively, as example paths.
    static func withRequired(_ role: String) throws -> [String] {
        var found = [role]
        var index = 0
        while index < found.count {
            let chunk = try LuaParser.parse(try read(found[index]))
            for module in RoleModule(chunk: chunk).requires.values.sorted() where !found.contains(path(ofModule: module)) {
                found.append(path(ofModule: module))
            }
            index += 1
        }
        return found
    }

    /// The example scenario files that load the role, directly or through a role that requires it.
    static func scenarios(using role: String) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for folder in ["scenarios", "animators", "delegates", "interactions", "presentations", "screens"] {
            for name in try manager.contentsOfDirectory(atPath: examples + "/" + folder) where name.hasSuffix(".lua") { files.append(folder + "/" + name) }
        }
        var users: Set<String> = [role]
        var changed = true
        while changed {
            changed = false
            for file in files where !users.contains(file) {
                let text = try read(file)
                let loads = users.contains { user in
                    let module = String(user.dropLast(4))
                    return text.contains("\"\(user)\"") || text.contains("\"\(module.replacingOccurrences(of: "/", with: "."))\"")
                }
                if loads {
                    users.insert(file)
                    changed = true
                }
            }
        }
        return users.filter { $0.hasPrefix("scenarios/") }.sorted()
    }

    @Test(arguments: exportable) func anExportHasNoProblemAndTypeChecks(_ role: String) async throws {
        var files: [String: String] = [:]
        for file in try Self.withRequired(role) {
            let result = try Self.export(file)
            #expect(result.problems.isEmpty, "\(file): \(result.problems.map { $0.message(file: file) })")
            files[result.className + ".swift"] = result.swift
        }
        let outcome = try await SwiftTypecheck.check(files)
        #expect(outcome.succeeded, "\(role):\n\(outcome.diagnostics)\n\(files.values.joined(separator: "\n---\n"))")
    }

    /// Runs the scenario files from `root` (a copy of examples/, or examples/ itself), keeping traces.
    static func run(_ scenarios: [String], in root: String) -> [ScenarioResult] {
        var options = ScenarioOptions()
        options.keepTrace = true
        let runner = ScenarioRunner(options: options)
        return scenarios.flatMap { runner.run(file: root + "/" + $0, filter: nil) }
    }

    static func copyExamples() throws -> String {
        let scratch = NSTemporaryDirectory() + "stagecraft-roundtrip-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: examples, toPath: scratch)
        return scratch
    }

    /// Roles no example scenario loads, and the scenario that does instead (written into both runs).
    static let ownScenarios = ["presentations/custom_dimming.lua": ("scenarios/custom_dimming.lua", ExampleEquivalentTests.customDimming)]

    @Test(arguments: exportable) func importOfTheExportRunsTheExampleScenariosWithTheSameTraces(_ role: String) throws {
        let own = Self.ownScenarios[role]
        let scenarios = try own.map { [$0.0] } ?? Self.scenarios(using: role)
        try #require(!scenarios.isEmpty, "no example scenario loads \(role)")
        let roles = try Self.withRequired(role)
        var swiftFiles: [(path: String, text: String)] = []
        var classOf: [String: String] = [:]
        var unnamed: [String: String] = [:]
        for file in roles {
            let result = try Self.export(file)
            swiftFiles.append((result.className + ".swift", result.swift))
            classOf[file] = result.className
            // A role without `debugName` is named by its file in traces; the Swift class by its name.
            if !(try Self.read(file)).contains("debugName") { unnamed[(file as NSString).lastPathComponent] = result.className }
        }
        let imported = SwiftImporter().translate(swiftFiles)
        #expect(imported.errors.isEmpty && imported.refusals.isEmpty, "\(imported.errors) \(imported.refusals.map(\.description))")
        let scratch = try Self.copyExamples(), originals = try Self.copyExamples()
        defer {
            try? FileManager.default.removeItem(atPath: scratch)
            try? FileManager.default.removeItem(atPath: originals)
        }
        if let (path, text) = own {
            for root in [scratch, originals] { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
        }
        try SwiftImporter.runtimeSource.write(toFile: scratch + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        for module in imported.modules {
            let path = scratch + "/" + module.relativePath
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try module.lua.write(toFile: path, atomically: true, encoding: .utf8)
        }
        for file in roles {
            let module = try #require(imported.modules.first { $0.typeName == classOf[file] }, "no module for \(file)")
            try module.lua.write(toFile: scratch + "/" + file, atomically: true, encoding: .utf8)
        }
        // The goldens name an unnamed Lua role by its file; the Swift role is named by its class.
        for folder in ["golden", "scenarios/golden"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: scratch + "/" + folder) {
                let path = scratch + "/" + folder + "/" + name
                var text = try String(contentsOfFile: path, encoding: .utf8)
                for (file, className) in unnamed { text = text.replacingOccurrences(of: "\"\(file)\"", with: "\"\(className)\"") }
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let original = Self.run(scenarios, in: originals)
        let roundTripped = Self.run(scenarios, in: scratch)
        #expect(original.map(\.name) == roundTripped.map(\.name))
        for (before, after) in zip(original, roundTripped) {
            #expect(before.passed == after.passed, "\(before.name): \(after.failures.map(\.description))")
            var expected = before.trace?.jsonLines() ?? ""
            for (file, className) in unnamed { expected = expected.replacingOccurrences(of: "\"\(file)\"", with: "\"\(className)\"") }
            let got = after.trace?.jsonLines() ?? ""
            let same = expected == got
            #expect(same, "\(before.name): the traces differ first at line \(Self.firstDifference(expected, got))")
        }
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n"), right = b.split(separator: "\n")
        for (index, (x, y)) in zip(left, right).enumerated() where x != y { return "\(index + 1):\n  Lua:   \(x)\n  Swift: \(y)" }
        return "end (\(left.count) lines against \(right.count))"
    }
}
