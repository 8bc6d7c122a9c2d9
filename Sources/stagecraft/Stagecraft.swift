import ArgumentParser

/// The `stagecraft` command: run, test, watch and render UIKit-style transitions headlessly.
@main
struct StagecraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagecraft",
        abstract: "Design, debug and test UIKit-style view-controller transitions headlessly, on a virtual clock.",
        version: "0.1.0",
        subcommands: [DemoCommand.self, RenderCommand.self, TestCommand.self, RunCommand.self, NewCommand.self, WatchCommand.self, StudioCommand.self,
                      StressCommand.self, GalleryCommand.self]
    )
}
