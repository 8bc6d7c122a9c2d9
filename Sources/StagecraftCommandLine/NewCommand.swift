import ArgumentParser
import Foundation
import StagecraftImport
import StagecraftScenario

/// `stagecraft new animator|presentation|interaction|scenario NAME`: a working file from a template.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a working animator, presentation, interaction or scenario file from a template.",
        discussion: "The file goes to DIR/NAME.lua, DIR being --dir or animators/, presentations/, interactions/ or scenarios/.")

    @Argument(help: "animator, presentation, interaction or scenario.")
    var kind: Kind

    @Argument(help: "The file's name (letters, digits, _ and -).")
    var name: String

    @Option(help: "The directory to write into.")
    var dir: String?

    @Flag(help: "Replace an existing file.")
    var force = false

    @Option(help: "With scenario: a Swift file whose roles (animator, delegate, presentation controller) the scenario drives.")
    var swift: String?

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case animator, presentation, interaction, scenario
    }

    func validate() throws {
        if swift != nil, kind != .scenario { throw ValidationError("--swift goes with `new scenario`") }
        let bare = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
        guard Templates.isValidName(bare) else {
            throw ValidationError("'\(name)' is not a valid name: use letters, digits, _ and -, not starting with a digit")
        }
    }

    func run() throws {
        guard let template = Templates.Kind(rawValue: kind.rawValue) else { throw Self.usageError("unknown kind \(kind.rawValue)") }
        let bare = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
        let folder = dir ?? template.folder
        let path = "\(folder)/\(bare).lua"
        if FileManager.default.fileExists(atPath: path), !force {
            throw Self.usageError("\(path) already exists (use --force to replace it)")
        }
        let text = try templateSource(template, name: bare)
        do throws(OutputError) {
            try OutputDirectory.make(folder, option: "--dir")
            try OutputFile.write(text, to: path)
        } catch {
            throw Self.usageError(error.description)
        }
        print("created \(path)")
        switch template {
        case .scenario: print("run it: stagecraft test \(path)")
        default: print("use it in a scenario: transition(vc, { \(template == .animator ? "animator" : template == .presentation ? "presentation" : "interactive") = \(template.rawValue) \"\(path)\" })")
        }
        writeEditorSettings()
    }

    /// The template's text; with --swift, a scenario driving that file's roles.
    func templateSource(_ template: Templates.Kind, name: String) throws -> String {
        guard let swift else { return Templates.source(template, name: name) }
        guard FileManager.default.fileExists(atPath: swift) else { throw Self.usageError("no such file: \(swift)") }
        do {
            return try SwiftScenarioTemplate.source(swiftPath: swift, rolePath: swift)
        } catch {
            throw Self.usageError(error.description)
        }
    }

    /// Stagecraft's annotations: the lua/ folder of the checkout this binary was built from.
    static let annotationsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../lua").standardizedFileURL.path

    /// `.luarc.json` and `.luacheckrc` in the working directory (the project's root), unless they
    /// exist: completion and linting for the project's scripts without any set-up.
    func writeEditorSettings() {
        let library = Self.annotationsDirectory
        for (file, text) in [(".luarc.json", Templates.luarc(library: library)), (".luacheckrc", Templates.luacheckrc(library: library))]
        where !FileManager.default.fileExists(atPath: file) {
            do throws(OutputError) {
                try OutputFile.write(text, to: file)
                print("created \(file) (editor completion and linting with Stagecraft's annotations)")
            } catch {
                FileHandle.standardError.write(Data("stagecraft: \(error)\n".utf8))
            }
        }
        if !FileManager.default.fileExists(atPath: library + "/" + Templates.annotationFiles[0]) {
            FileHandle.standardError.write(Data("stagecraft: the annotations are not at \(library); point .luarc.json's workspace.library and .luacheckrc's library at Stagecraft's lua/ folder\n".utf8))
        }
    }
}
