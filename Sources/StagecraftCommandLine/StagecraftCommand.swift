import ArgumentParser

/// The `stagecraft` command: run, test, watch and render UIKit-style transitions headlessly.
///
/// Shared by the two executables: `stagecraft` (everything but the studio's web server, so that
/// `stagecraft test` starts without loading the server library and its networking stack) and
/// `stagecraft-studio`, which `stagecraft studio` hands over to (`StudioCommand.serve`).
package struct StagecraftCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "stagecraft",
        abstract: "Design, debug and test UIKit-style view-controller transitions headlessly, on a virtual clock.",
        version: "0.1.0",
        subcommands: [DemoCommand.self, RenderCommand.self, TestCommand.self, RunCommand.self, NewCommand.self, WatchCommand.self, StudioCommand.self,
                      StressCommand.self, GalleryCommand.self, ImportCommand.self, ExportCommand.self]
    )

    package init() {}
}
