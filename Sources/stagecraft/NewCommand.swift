import ArgumentParser
import Foundation
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

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case animator, presentation, interaction, scenario
    }

    func validate() throws {
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
        do throws(OutputError) {
            try OutputDirectory.make(folder, option: "--dir")
            try OutputFile.write(Templates.source(template, name: bare), to: path)
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
