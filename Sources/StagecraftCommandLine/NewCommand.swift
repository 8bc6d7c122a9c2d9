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
        let text = try templateSource(template, name: bare, path: path)
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
    func templateSource(_ template: Templates.Kind, name: String, path: String) throws -> String {
        guard let swift else { return Templates.source(template, name: name, path: path) }
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

    /// Editor set-up in the working directory (the project's root): the annotations copied into
    /// `.stagecraft/types/` (refreshed on every `new`: the folder is Stagecraft's), and a
    /// `.luarc.json` and `.luacheckrc` that name that folder relatively, so the project keeps
    /// working when it moves or is committed. A settings file the project has already is kept,
    /// with a line saying what to add to it.
    func writeEditorSettings() {
        let source = Self.annotationsDirectory
        guard Templates.annotationFiles.allSatisfy({ FileManager.default.fileExists(atPath: source + "/" + $0) }) else {
            warn("the annotations are not at \(source) (the checkout this stagecraft was built from); "
                 + "copy Stagecraft's lua/*.d.lua into \(Templates.typesDirectory)/ for completion and linting")
            return
        }
        let firstTime = !FileManager.default.fileExists(atPath: Templates.typesDirectory)
        do throws(OutputError) {
            try OutputDirectory.make(Templates.typesDirectory, option: "the editor annotations")
            for file in Templates.annotationFiles {
                guard let data = FileManager.default.contents(atPath: source + "/" + file) else { throw OutputError("cannot read \(source)/\(file)") }
                try OutputFile.write(data, to: Templates.typesDirectory + "/" + file)
            }
        } catch {
            return warn(error.description)
        }
        if firstTime { print("created \(Templates.typesDirectory)/ (Stagecraft's annotations, for the editor settings below)") }
        let settings = [(".luarc.json", Templates.luarc(library: Templates.typesDirectory), "add \"\(Templates.typesDirectory)\" to its \"workspace.library\""),
                        (".luacheckrc", Templates.luacheckrc(library: Templates.typesDirectory),
                         "read its read_globals from \(Templates.typesDirectory)/*.d.lua")]
        for (file, text, addition) in settings {
            guard FileManager.default.fileExists(atPath: file) else {
                do throws(OutputError) {
                    try OutputFile.write(text, to: file)
                    print("created \(file) (editor completion and linting with Stagecraft's annotations)")
                } catch {
                    warn(error.description)
                }
                continue
            }
            // The project's own settings: never overwritten, and silent only when they already
            // name the annotations.
            let current = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            guard !current.contains(Templates.typesDirectory) else { continue }
            let reference = ".stagecraft/" + file.dropFirst()
            do throws(OutputError) { try OutputFile.write(text, to: reference) } catch { warn(error.description) }
            print("kept your \(file): for completion and linting with Stagecraft's annotations, \(addition) (the whole file as stagecraft new writes it: \(reference))")
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("stagecraft: \(message)\n".utf8))
    }
}
