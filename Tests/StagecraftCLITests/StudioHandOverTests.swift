import Foundation
import Testing

/// `stagecraft studio` continues in `stagecraft-studio`, built beside `stagecraft`, so that every
/// other command starts without loading the web server and the networking stack it links
/// (docs/performance.md, docs/studio.md). The studio's own behaviour is StudioCommandTests'.
@Suite struct StudioHandOverTests {
    /// The server library (FlyingFox: its Swift symbols carry the mangled module name `9FlyingFox`)
    /// and FoundationNetworking (a shared library in a debug build, named in the binary's
    /// dynamic section) are not in `stagecraft`; they are in `stagecraft-studio`, which the first
    /// check would miss if the names were spelt wrong.
    @Test func stagecraftLinksNeitherTheServerNorNetworking() throws {
        let cli = try Data(contentsOf: URL(fileURLWithPath: CLI.binary), options: .alwaysMapped)
        let studio = try Data(contentsOf: URL(fileURLWithPath: CLI.binary + "-studio"), options: .alwaysMapped)
        for name in ["9FlyingFox", "libFoundationNetworking"] {
            #expect(cli.range(of: Data(name.utf8)) == nil, "stagecraft contains \(name)")
        }
        #expect(studio.range(of: Data("9FlyingFox".utf8)) != nil, "stagecraft-studio contains no server")
    }

    /// Without `stagecraft-studio` beside it, `stagecraft studio` says what is missing and how to
    /// build it, exit 1 — after its arguments were checked as before (a bad one is still a usage error).
    @Test func aMissingStudioExecutableIsNamed() throws {
        let dir = (CLI.binary as NSString).deletingLastPathComponent + "/hand-over-test-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A hard link, not a symbolic one: the executable finds its directory through /proc/self/exe.
        try FileManager.default.linkItem(atPath: CLI.binary, toPath: dir + "/stagecraft")
        let alone = CLI.launch(dir + "/stagecraft", ["studio", "examples/scenarios", "--port", "0"], timeout: 60)
        #expect(alone.status == 1, "\(alone.stdout)\(alone.stderr)")
        #expect(alone.stderr.contains("cannot start \(dir)/stagecraft-studio") && alone.stderr.contains("swift build --product stagecraft-studio"), "\(alone.stderr)")
        let bad = CLI.launch(dir + "/stagecraft", ["studio", "x", "--port", "70000"], timeout: 60)
        #expect(bad.status == 64 && bad.stderr.contains("--port must be between 0 and 65535"), "\(bad.stderr)")
    }
}
