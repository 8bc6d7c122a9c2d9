import ArgumentParser
import StagecraftImport
import StagecraftLua

/// The `stagecraft` command: run, test, watch and render UIKit-style transitions headlessly.
@main
struct StagecraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagecraft",
        abstract: "Design, debug and test UIKit-style view-controller transitions headlessly, on a virtual clock.",
        version: "0.1.0",
        subcommands: [DemoCommand.self, RenderCommand.self, TestCommand.self, RunCommand.self, NewCommand.self, WatchCommand.self, StudioCommand.self,
                      StressCommand.self, GalleryCommand.self, ImportCommand.self, ExportCommand.self]
    )

    /// The edge installs what the libraries only name: roles written in Swift are translated
    /// by the importer wherever a role script is loaded (test, run, watch, studio, stress).
    static func main() {
        ScriptSources.install(SwiftRoleTranslator())
        main(nil)
    }
}
