import Foundation
import Testing

/// Issue 24, item 4, end to end: with its file descriptors exhausted (many connections at once,
/// under a low `ulimit -n`), FlyingFox's server stopped accepting *for good*, without a word.
/// The studio says so on the terminal (as it says every limit hit), and answers again once
/// connections close.
@Suite(.serialized) struct StudioDescriptorTests {
    /// A TCP connection to 127.0.0.1:`port` (nil when it cannot be made); the caller closes it.
    static func connect(_ port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); return nil }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// The status of `GET /state` on a fresh connection, 0 when none came.
    static func state(_ port: Int) -> Int {
        guard let descriptor = connect(port) else { return 0 }
        defer { close(descriptor) }
        let request = "GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 12 else { return 0 }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self)) ?? 0
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
    func sec4_exhaustedDescriptorsAreReportedAndTheStudioAnswersOnceTheyFree() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try WatchCommandTests.save(dir, "scenarios/a.lua", #"scenario("waits", function() advance(0.1) end)"#)
        let studio = try WatchProcess(arguments: ["--nofile=64:64", CLI.binary, "studio", "scenarios", "--port", "0"], in: dir,
                                      executable: "/usr/bin/prlimit")
        defer { studio.stop() }
        try studio.waitFor("watching ")
        let url = try #require(studio.output.firstMatch(of: /studio on http:\/\/127\.0\.0\.1:(\d+)\//))
        let port = try #require(Int(url.1))
        #expect(Self.state(port) == 200)
        // A limit hit is said on the terminal too.
        if let descriptor = Self.connect(port) {
            let request = "GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Big: \(String(repeating: "a", count: 20000))\r\n\r\n"
            _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            close(descriptor)
        }
        try studio.waitFor("studio: refused a header line over 8192 bytes (431)")

        // More connections than the process has descriptors left (they wait in the backlog).
        var held: [Int32] = []
        for _ in 0..<100 { if let descriptor = Self.connect(port) { held.append(descriptor) } }
        defer { held.forEach { close($0) } }
        try studio.waitFor("studio: refused new connections for now", seconds: 20)
        #expect(studio.isRunning)

        for descriptor in held { close(descriptor) }
        held = []
        let deadline = Date().addingTimeInterval(20)
        var status = 0
        while status != 200, Date() < deadline {
            status = Self.state(port)
            if status != 200 { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(status == 200, "the studio answers again once descriptors are free:\n\(studio.output.suffix(1000))")
        #expect(try studio.interrupt() == 0)
    }
}
