import ArgumentParser
import Foundation
import StagecraftImport

/// `stagecraft import PATH.swift|DIR … [--out DIR]`: an app's transition code as Lua roles.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Translate an app's Swift transition code (animators, presentation and interaction controllers, delegates) into Lua roles.",
        discussion: """
            Each type that plays a role becomes a module under --out (animators/, presentations/, interactions/, \
            delegates/, screens/, helpers/), whose every line is the Swift line it came from. What cannot be \
            translated is reported as FILE:LINE:COL and left in the Lua as an error at that line. Exit 0 when \
            everything translated, 1 when something was refused, 64 for bad arguments.
            """)

    @Argument(help: "Swift files, or directories searched for .swift files.")
    var paths: [String]

    @Option(help: "The directory the modules go to (default: print a summary only).")
    var out: String?

    func run() throws {
        var files: [(path: String, text: String)] = []
        var unreadable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Self.usageError("no such file or directory: \(path)") }
            let swiftFiles = isDirectory.boolValue ? Self.swiftFiles(under: path) : [path]
            for file in swiftFiles {
                guard let data = FileManager.default.contents(atPath: file) else { unreadable.append("\(file): cannot read the file"); continue }
                guard let text = String(data: data, encoding: .utf8) else { unreadable.append("\(file): not UTF-8 text"); continue }
                files.append((file, text))
            }
        }
        var result = SwiftImporter().translate(files)
        result.errors = unreadable + result.errors
        result.unreadFiles += unreadable.count
        for error in result.errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        for refusal in result.refusals { FileHandle.standardError.write(Data("\(refusal)\n".utf8)) }
        if let out {
            do {
                try Self.write(result, to: out)
            } catch {
                FileHandle.standardError.write(Data("stagecraft import: cannot write to \(out): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
        }
        for module in result.modules { print("\(module.role.rawValue): \(module.typeName) (\(module.swiftFile)) → \(module.relativePath)") }
        print(result.summary)
        if !result.refusals.isEmpty || !result.errors.isEmpty { throw ExitCode(1) }
    }

    static func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                files.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// The modules and the runtime they require, under `directory`.
    static func write(_ result: SwiftImporter.Result, to directory: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try SwiftImporter.runtimeSource.write(toFile: directory + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        for module in result.modules {
            let path = directory + "/" + module.relativePath
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try module.lua.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
