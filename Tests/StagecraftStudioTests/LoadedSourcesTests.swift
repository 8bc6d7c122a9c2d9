import Foundation
import Testing
@testable import StagecraftStudio

/// Issue 24, item 1: the overlay quotes a source line only from a file the run loaded, never from
/// whatever `file:line` an error's text names.
@Suite struct LoadedSourcesTests {
    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-sources-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/animators", withIntermediateDirectories: true)
        try "local Fade = {}\nerror('boom')\nreturn Fade\n".write(toFile: dir + "/animators/fade.lua", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func sec1_overlayReadsOnlyLoadedFiles() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sources = LoadedSources([dir + "/animators/fade.lua"])
        #expect(StudioError(message: "boom", file: dir + "/animators/fade.lua", line: 2, quoting: sources).source == "error('boom')")
        // Spelled another way, it is the same loaded file.
        #expect(sources.line(2, of: dir + "/animators/../animators/fade.lua") == "error('boom')")
        // Files the run did not load are never read, whatever the message names.
        #expect(StudioError(message: "boom", file: "/etc/passwd", line: 1, quoting: sources).source == nil)
        #expect(StudioError(message: "leak", file: "/proc/self/environ", line: 1, quoting: sources).source == nil)
        #expect(StudioError(message: "boom", file: "/etc/passwd", line: 1).source == nil, "nothing is quoted without sources")
        // A link beside the loaded script, to a system file: its real path was not loaded.
        try FileManager.default.createSymbolicLink(atPath: dir + "/animators/passwd.lua", withDestinationPath: "/etc/passwd")
        #expect(sources.line(1, of: dir + "/animators/passwd.lua") == nil)
        #expect(sources.line(9, of: dir + "/animators/fade.lua") == nil, "past the end")
    }

    /// Issue 27: a runtime error's overlay shows the code around its line, as the terminal does,
    /// by the same rule: only from a loaded file.
    @Test func theOverlaysCodeFrameIsTheLineAndTwoAroundFromALoadedFileOnly() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sources = LoadedSources([dir + "/animators/fade.lua"])
        let error = StudioError(message: "boom", file: dir + "/animators/fade.lua", line: 2, quoting: sources)
        // The file has 4 lines (its last is empty): 1…4 around line 2.
        #expect(error.context == [.init(number: 1, text: "local Fade = {}"), .init(number: 2, text: "error('boom')"),
                                  .init(number: 3, text: "return Fade"), .init(number: 4, text: "")])
        #expect(sources.lines(around: 1, of: dir + "/animators/fade.lua")?.map(\.number) == [1, 2, 3])
        #expect(StudioError(message: "boom", file: "/etc/passwd", line: 1, quoting: sources).context == nil)
        #expect(sources.lines(around: 9, of: dir + "/animators/fade.lua") == nil, "past the end")
    }
}
