import ArgumentParser
import Foundation
import StagecraftExport

/// `stagecraft export ROLE.lua [--out File.swift]`: a Lua role as a Swift class for UIKit.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a Lua role (animator, presentation controller, interaction handler, delegate) as a Swift class for UIKit.",
        discussion: """
            The role's class table becomes a Swift class with its stored properties, init and methods in the Lua's \
            order, its comments kept; UIKit's labels, `.cases`, `guard let` and trailing closures are written from \
            UIKit's declarations. A module the role requires (`require("animators.slide")`) is read from the \
            folder above the role's, and so are the app's screen classes it names (screens/*.lua, their \
            `---@class Name : ScreenScript` and `---@field`s). What has no Swift form is reported as FILE:LINE and written as a fatalError \
            naming that line. Exit 0 when everything exported, 1 when something did not, 64 for bad arguments.
            """)

    @Argument(help: "The Lua role to export.")
    var role: String

    @Option(help: "The Swift file to write (default: standard output).")
    var out: String?

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: role, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Self.usageError("cannot read \(role): no such file")
        }
        guard let data = FileManager.default.contents(atPath: role) else { return try fail("\(role): cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else { return try fail("\(role) is not UTF-8 text") }
        // `require("animators.slide")` from `animators/fade.lua`: the folder above the role's.
        let root = ((role as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let result: LuaExporter.Result
        do {
            result = try LuaExporter.export(source: text, fileName: role, module: { module in
                let path = (root.isEmpty ? "." : root) + "/" + module.replacingOccurrences(of: ".", with: "/") + ".lua"
                return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
            }, screens: Self.screens(in: root.isEmpty ? "." : root))
        } catch {
            return try fail(error.description)
        }
        for problem in result.problems { FileHandle.standardError.write(Data("\(problem.message(file: role))\n".utf8)) }
        if let out {
            try OutputFile.write(result.swift, to: out)
            print("exported \(result.className) (\(role)) → \(out); \(result.problems.count) problem\(result.problems.count == 1 ? "" : "s")")
        } else {
            print(result.swift, terminator: "")
        }
        if !result.problems.isEmpty { throw ExitCode(1) }
    }

    /// The Lua of the project's screen modules (`screens/*.lua` beside the role's folder), whose
    /// classes a role names as the app's view controllers.
    static func screens(in root: String) -> [String] {
        let folder = root + "/screens"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".lua") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder + "/" + name).flatMap { String(data: $0, encoding: .utf8) }
        }
    }

    /// One line on stderr, exit 1: a file that is not a Lua role.
    private func fail(_ message: String) throws {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        throw ExitCode(1)
    }
}
