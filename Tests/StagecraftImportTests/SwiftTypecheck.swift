import Foundation

/// Type-checks Swift source text against the interface-only UIKit and QuartzCore of
/// `Sources/StagecraftImport/Interface` with `swiftc -typecheck`, as if it were iOS code.
///
/// Linux has no Objective-C runtime, and two things in those files (written as Apple declares
/// them) need one; they are lowered in a per-process copy, never in the files themselves:
/// - an `@objc` protocol's `@objc optional` requirement becomes a plain requirement with a default
///   implementation in an extension (a conformer may leave it out, as on iOS), and a protocol
///   method's `= nil` defaults move to an extension overload without those parameters (Swift
///   allows default arguments only on imported protocol methods);
/// - `Selector` comes from a small `ObjectiveC` module written next to the copy (on iOS,
///   Foundation re-exports ObjectiveC).
/// The checked source is lowered the same way: its `@objc` attributes are dropped (a Swift class is
/// not representable in Objective-C here) and `#selector(m)` becomes `Selector(stagecraftMethod: m)`,
/// which still checks that the method `m` exists.
///
/// Each process runs on a thread of its own, not on Swift's cooperative pool.
enum SwiftTypecheck {
    struct Outcome: Sendable {
        let status: Int32
        /// swiftc's diagnostics (stdout and stderr together).
        let diagnostics: String
        var succeeded: Bool { status == 0 }
        /// The `error:` lines, file names stripped to their last component.
        var errors: [String] {
            diagnostics.split(separator: "\n").map(String.init).filter { $0.contains(": error:") }
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let interfaceDirectory = repository.appendingPathComponent("Sources/StagecraftImport/Interface")
    static let modules = ["UIKit", "QuartzCore"]

    /// The per-process directory: the lowered interfaces (`modules/`), the module cache and the
    /// checked files. Made once per process.
    static let workDirectory: URL = {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("stagecraft-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let modulesDir = dir.appendingPathComponent("modules")
        try! FileManager.default.createDirectory(at: modulesDir, withIntermediateDirectories: true)
        for module in modules {
            let text = try! String(contentsOf: interfaceDirectory.appendingPathComponent("\(module).swiftinterface"), encoding: .utf8)
            try! lowerInterface(text).write(to: modulesDir.appendingPathComponent("\(module).swiftinterface"), atomically: true, encoding: .utf8)
        }
        try! objectiveCInterface.write(to: modulesDir.appendingPathComponent("ObjectiveC.swiftinterface"), atomically: true, encoding: .utf8)
        return dir
    }()

    static var loweredModules: URL { workDirectory.appendingPathComponent("modules") }
    static var moduleCache: URL { workDirectory.appendingPathComponent("module-cache") }

    /// Type-checks the files (name → source) together, as one module.
    static func check(_ files: [String: String]) async throws -> Outcome {
        let dir = workDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let url = dir.appendingPathComponent(name)
            try lowerSource(source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try await run(["swiftc", "-typecheck", "-swift-version", "5", "-I", loweredModules.path,
                              "-module-cache-path", moduleCache.path] + paths)
    }

    static func check(_ source: String, name: String = "Checked.swift") async throws -> Outcome {
        try await check([name: source])
    }

    /// `swift-symbolgraph-extract` of a module (the lowered UIKit or QuartzCore, or Foundation)
    /// into a fresh directory; returns the JSON files it wrote (the module's, and its extensions of
    /// other modules' types, `UIKit@Foundation.symbols.json`).
    static func symbolGraphs(of module: String) async throws -> [URL] {
        let out = workDirectory.appendingPathComponent("symbols-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #if arch(arm64)
        let target = "aarch64-unknown-linux-gnu"
        #else
        let target = "x86_64-unknown-linux-gnu"
        #endif
        let outcome = try await run(["swift-symbolgraph-extract", "-module-name", module, "-I", loweredModules.path,
                                     "-module-cache-path", moduleCache.path, "-target", target,
                                     "-output-dir", out.path, "-minimum-access-level", "public"])
        guard outcome.succeeded else { throw Failure("swift-symbolgraph-extract \(module) failed:\n\(outcome.diagnostics)") }
        return try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `/usr/bin/env <arguments>` on a thread of its own; stdout and stderr go to one pipe,
    /// read to its end before waiting, so a full pipe never blocks the child.
    static func run(_ arguments: [String]) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = arguments
                    let pipe = Pipe()
                    process.standardOutput = pipe
                    process.standardError = pipe
                    process.standardInput = FileHandle.nullDevice
                    try process.run()
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    return Outcome(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
                })
            }
        }
    }

    // MARK: Lowering

    static let objectiveCInterface = """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -module-name ObjectiveC
        // Stands in for Apple's ObjectiveC module (re-exported by Foundation on iOS): Selector and
        // the runtime's associated objects.
        import Swift
        public struct Selector : ExpressibleByStringLiteral, Equatable, Hashable {
          public init(_ str: String)
          public init(stringLiteral value: String)
          /// `#selector(m)` in checked source, lowered: `m` must name a method.
          public init<Method>(stagecraftMethod method: Method)
        }
        public enum objc_AssociationPolicy : UInt {
          case OBJC_ASSOCIATION_ASSIGN = 0
          case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
          case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
          case OBJC_ASSOCIATION_RETAIN = 769
          case OBJC_ASSOCIATION_COPY = 771
        }
        public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?
        public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)

        """

    /// The source with `@objc` attributes dropped and `#selector(…)` made a `Selector(stagecraftMethod:)`.
    static func lowerSource(_ source: String) -> String {
        source.replacing(#/@objc(\([^)]*\))?\s+/#, with: "")
            .replacingOccurrences(of: "import UIKit.UIGestureRecognizerSubclass\n", with: "")
            .replacingOccurrences(of: "#selector(", with: "Selector(stagecraftMethod: ")
    }

    /// The interface without what needs Objective-C (see the type's comment).
    static func lowerInterface(_ text: String) -> String {
        var out: [String] = []
        var protocolName: String?
        var extensionLines: [String] = []
        for var line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("// swift-module-flags:") {
                out.append(line.replacingOccurrences(of: " -enable-objc-interop", with: ""))
                continue
            }
            if line == "@_exported import Foundation" {
                out.append(line)
                out.append("@_exported import ObjectiveC")
                continue
            }
            if let match = line.firstMatch(of: #/^(@objc )?public protocol (\w+)/#) {
                protocolName = String(match.2)
                extensionLines = []
            } else if protocolName != nil, line == "}" {
                out.append(line)
                if !extensionLines.isEmpty {
                    out.append("extension \(protocolName!) {")
                    out.append(contentsOf: extensionLines)
                    out.append("}")
                }
                protocolName = nil
                continue
            }
            guard protocolName != nil else {
                out.append(line.replacingOccurrences(of: "@objc ", with: ""))
                continue
            }
            let optional = line.contains("@objc optional ")
            line = line.replacingOccurrences(of: "@objc optional ", with: "").replacingOccurrences(of: "@objc ", with: "")
            let requirement = withoutDefaults(line)
            out.append(requirement.line)
            if optional {
                extensionLines.append(publicMember(line))
            } else if let overload = requirement.overload {
                extensionLines.append(publicMember(overload))
            }
        }
        return out.joined(separator: "\n")
    }

    private static func publicMember(_ line: String) -> String {
        line.replacing(#/\b(func|var) /#, maxReplacements: 1) { "public \($0.1) " }
    }

    /// A protocol method line without its default arguments, and an overload without the
    /// defaulted parameters (nil when it has none).
    static func withoutDefaults(_ line: String) -> (line: String, overload: String?) {
        guard line.contains(" func "), let open = line.firstIndex(of: "(") else { return (line, nil) }
        var depth = 0, close = open
        var index = open
        while index < line.endIndex {
            let c = line[index]
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1; if depth == 0 { close = index; break } }
            index = line.index(after: index)
        }
        let inner = line[line.index(after: open)..<close]
        var params: [String] = [], current = "", level = 0
        for c in inner {
            if c == "(" || c == "[" || c == "<" { level += 1 }
            if c == ")" || c == "]" || (c == ">" && current.last != "-") { level -= 1 }
            if c == ",", level == 0 { params.append(current); current = ""; continue }
            current.append(c)
        }
        if !current.isEmpty { params.append(current) }
        let stripped = params.map { p -> (String, Bool) in
            var level = 0
            for i in p.indices {
                let c = p[i]
                if c == "(" || c == "[" { level += 1 }
                if c == ")" || c == "]" { level -= 1 }
                if c == "=", level == 0, p[p.index(after: i)] == " " {
                    return (String(p[..<i]).trimmingCharacters(in: .whitespaces), true)
                }
            }
            return (p.trimmingCharacters(in: .whitespaces), false)
        }
        guard stripped.contains(where: \.1) else { return (line, nil) }
        let head = line[...open], tail = line[close...]
        let all = head + stripped.map(\.0).joined(separator: ", ") + tail
        let kept = head + stripped.filter { !$0.1 }.map(\.0).joined(separator: ", ") + tail
        return (String(all), String(kept))
    }
}
