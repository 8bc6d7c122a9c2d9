import Foundation
import Testing

/// Output options write as `>` would treat what is there (issue 24, items 12 and 14): a FIFO or a
/// character device is written into, a symbolic link written through (atomically beside its
/// target), a regular file replaced atomically with its permissions kept, a directory refused; a
/// path that cannot be written is one line naming it, before anything runs (exit 64). Before, a
/// temporary file renamed over the path replaced FIFOs, links and devices (`--junit /dev/null` as
/// root made /dev/null a regular file). Nothing here touches the machine's own /dev.
@Suite struct OutputFileTests {
    static let scenario = #"scenario("tiny", function() window { root = screen "home" { } } advance(0.05) end)"#

    func project() throws -> String {
        let dir = CLI.temporaryDirectory()
        try Self.scenario.write(toFile: dir + "/tiny.lua", atomically: true, encoding: .utf8)
        return dir
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func cl7_1_junitIntoAFIFOIsWrittenIntoAndTheFIFOStays() throws {
        let dir = try project()
        let fifo = dir + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Both ends held open here, without blocking: the command's open and write (a small report,
        // well within the pipe's buffer) then never wait, and nothing here can hang if it instead
        // renames a file over the FIFO (as it did).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        let writer = open(fifo, O_WRONLY)
        #expect(reader >= 0 && writer >= 0)
        defer { close(reader) }
        let result = CLI.run(["test", "tiny.lua", "--junit", "report.fifo"], in: dir, timeout: 60)
        close(writer)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[..<count])
        }
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(kind(fifo) == S_IFIFO, "the FIFO was replaced")
        #expect(String(decoding: received, as: UTF8.self).contains("<testsuites"))
    }

    @Test func cl7_1_junitThroughASymlinkWritesItsTargetAndKeepsTheLink() throws {
        let dir = try project(), elsewhere = CLI.temporaryDirectory()
        try "old".write(toFile: elsewhere + "/report.xml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/report.xml", withDestinationPath: elsewhere + "/report.xml")
        let result = CLI.run(["test", "tiny.lua", "--junit", "report.xml"], in: dir, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(kind(dir + "/report.xml") == S_IFLNK, "the link was replaced by a file")
        #expect(try String(contentsOfFile: elsewhere + "/report.xml", encoding: .utf8).contains("<testsuites"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["report.xml"], "a temporary file was left")
        // A dangling link: the file is made where it points.
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.xml", withDestinationPath: elsewhere + "/new.xml")
        #expect(CLI.run(["test", "tiny.lua", "--junit", "dangling.xml"], in: dir, timeout: 60).status == 0)
        #expect(kind(dir + "/dangling.xml") == S_IFLNK && kind(elsewhere + "/new.xml") == S_IFREG)
    }

    @Test func cl7_1_aCharacterDeviceIsWrittenIntoNotReplaced() throws {
        let dir = try project()
        let device = dir + "/null"
        // A stand-in for /dev/null in the temporary folder (mknod needs privileges: without them
        // there is nothing to test here).
        // Device 1:3, what /dev/null is (Linux packs major 1, minor 3 as 1 << 8 | 3).
        guard mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else { return }
        for arguments in [["test", "tiny.lua", "--junit", "null"], ["render", "demo", "--out", "null", "--format", "html"]] {
            let result = CLI.run(arguments, in: dir, timeout: 120)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(kind(device) == S_IFCHR, "\(arguments) replaced the device")
        }
    }

    @Test func cl7_1_aRegularFileIsReplacedAtomicallyWithItsPermissions() throws {
        let dir = try project()
        try "old".write(toFile: dir + "/report.xml", atomically: true, encoding: .utf8)
        #expect(chmod(dir + "/report.xml", 0o640) == 0)
        #expect(CLI.run(["test", "tiny.lua", "--junit", "report.xml"], in: dir, timeout: 60).status == 0)
        var info = stat()
        #expect(stat(dir + "/report.xml", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: dir + "/report.xml", encoding: .utf8).contains("<testsuites"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["report.xml", "tiny.lua"])
    }

    /// Item 14: one line naming the path and the reason, exit 64, before any scenario runs.
    @Test(arguments: [
        (["test", "tiny.lua", "--junit", "afolder"], "--junit: afolder is a directory; give a file path"),
        (["test", "tiny.lua", "--junit", "no/such/dir/report.xml"], "--junit: cannot write no/such/dir/report.xml: No such file or directory"),
        (["stress", "tiny.lua", "--junit", "afile/report.xml"], "--junit: cannot write afile/report.xml: afile is not a directory"),
        (["run", "tiny.lua", "--trace-dir", "afile"], "--trace-dir afile is a file, not a directory; give a folder to write into"),
        (["run", "tiny.lua", "--trace-dir", "afile/traces"], "--trace-dir afile/traces: afile is a file, not a directory"),
        (["gallery", "tiny.lua", "--out", "afile"], "--out afile is a file, not a directory; give a folder to write into"),
        (["render", "demo", "--out", "afolder", "--format", "gif"], "--out: afolder is a directory; give a file path"),
        (["render", "demo", "--out", "afile/frames", "--format", "png"], "--out afile/frames: afile is a file, not a directory"),
    ])
    func cl7_2_anOutputThatCannotBeWrittenIsOneLineAndAUsageError(_ arguments: [String], _ message: String) throws {
        let dir = try project()
        try "x".write(toFile: dir + "/afile", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/afolder", withIntermediateDirectories: true)
        let result = CLI.run(arguments, in: dir, timeout: 120)
        #expect(result.status == 64, "\(arguments): exit \(result.status)")
        #expect(result.stderr.hasPrefix("Error: " + message + "\n"), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain="), "\(result.stderr)")
        #expect(!result.stdout.contains("PASS") && !result.stdout.contains("wrote"), "\(arguments): ran before refusing: \(result.stdout)")
    }
}
