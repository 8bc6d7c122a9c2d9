import Foundation
import Testing
@testable import StagecraftStudio

/// Issue 24, item 4: what one client may cost the studio (`StudioLimits`). FlyingFox's server
/// spent 32 s of CPU on a 256 KB header line, kept idle connections for ever and read a
/// WebSocket frame of any declared length. Checked by bytes and counts, never by how fast this
/// machine is: a deadline here only bounds how long a broken server may make a test wait.
@Suite struct StudioLimitsTests {
    static var patient: StudioLimits { .patient }

    static func started(_ limits: StudioLimits = patient) async throws -> (StudioServer, UInt16) {
        let state = StudioState()
        state.publish(files: ["s.lua"], results: [(StudioScenario(file: "s.lua", name: "one", passed: true), "{}\n")], errors: [])
        let server = try StudioServer(state: state, port: 0, limits: limits)
        return (server, try await server.start())
    }

    /// Sends `request` (in full if the server lets it) and returns the status of the answer.
    static func status(_ port: UInt16, _ request: [UInt8]) async throws -> Int {
        try await offPool {
            let connection = try RawConnection(port: port)
            connection.send(request)
            return RawConnection.status(of: connection.responseHead())
        }
    }

    static func host(_ port: UInt16) -> String { "Host: 127.0.0.1:\(port)\r\n" }

    @Test func sec4_aHugeHeaderLineIsAnswered431HavingHeldOnlyTheLimit() async throws {
        let (server, port) = try await Self.started()
        defer { Task { await server.stop() } }
        let huge = Array("GET /state HTTP/1.1\r\n\(Self.host(port))X-Big: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 256 * 1024) + Array("\r\n\r\n".utf8)
        #expect(try await Self.status(port, huge) == 431)
        let limit = server.limits.headBytes
        #expect(server.counters.largestHead <= limit + 4096, "held \(server.counters.largestHead) bytes of one head (limit \(limit), one read more at most)")

        let longTarget = Array("GET /\(String(repeating: "a", count: 256 * 1024)) HTTP/1.1\r\n\(Self.host(port))\r\n".utf8)
        #expect(try await Self.status(port, longTarget) == 414)
        let many = "GET /state HTTP/1.1\r\n\(Self.host(port))" + (0..<200).map { "X-\($0): 1\r\n" }.joined() + "\r\n"
        #expect(try await Self.status(port, Array(many.utf8)) == 431)
        // Two 1 MB requests, then an ordinary one: answered as ever.
        for _ in 0..<2 { #expect(try await Self.status(port, huge + huge + huge + huge) == 431) }
        #expect(try await Self.status(port, Array("GET /state HTTP/1.1\r\n\(Self.host(port))Connection: close\r\n\r\n".utf8)) == 200)
        #expect(server.counters.largestHead <= limit + 4096)
    }

    @Test func sec4_aHeadOverTheTotalLimitIsRefusedAndABodyIsNotRead() async throws {
        var limits = Self.patient
        limits.headerCount = 1000
        let (server, port) = try await Self.started(limits)
        defer { Task { await server.stop() } }
        let fields = (0..<100).map { "X-\($0): \(String(repeating: "b", count: 200))\r\n" }.joined()
        #expect(try await Self.status(port, Array("GET /state HTTP/1.1\r\n\(Self.host(port))\(fields)\r\n".utf8)) == 431)
        #expect(try await Self.status(port, Array("POST /state HTTP/1.1\r\n\(Self.host(port))Content-Length: 1000000000\r\n\r\n".utf8)) == 413)
        #expect(try await Self.status(port, Array("GET /state HTTP/1.1\r\n\(Self.host(port)) X-Folded: 1\r\n\r\n".utf8)) == 400)
        #expect(try await Self.status(port, Array("GET /state HTTP/1.1\r\n\(Self.host(port))\(Self.host(port))\r\n".utf8)) == 400, "two Host fields")
    }

    @Test func sec4_anIdleConnectionIsClosedAfterTheIdleLimit() async throws {
        var limits = Self.patient
        limits.idleSeconds = 0.3
        let (server, port) = try await Self.started(limits)
        defer { Task { await server.stop() } }
        let quiet = try await offPool {
            let connection = try RawConnection(port: port)
            return connection.receive().closed  // nothing sent: closed without a word
        }
        #expect(quiet, "an idle connection is closed by the server")
        let partial = try await offPool {
            let connection = try RawConnection(port: port)
            connection.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")  // and never the blank line
            return connection.responseText()
        }
        #expect(partial.hasPrefix("HTTP/1.1 408 "), "a head sent too slowly is answered 408: \(partial)")
    }

    @Test func sec4_connectionsPastTheCapAreRefusedAndTheServerStillAnswers() async throws {
        var limits = Self.patient
        limits.connections = 4
        let (server, port) = try await Self.started(limits)
        defer { Task { await server.stop() } }
        var held: [RawConnection]? = try (0..<4).map { _ in try RawConnection(port: port) }
        // A bound for a broken server, not a speed: in the whole suite, CLI tests block Swift's two
        // cooperative threads for minutes, and the server accepts only when it gets one (see RawConnection).
        let deadline = Date().addingTimeInterval(600)
        while server.counters.openConnections < 4, Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(server.counters.openConnections == 4)
        let refused = try await offPool { try RawConnection(port: port).responseText() }
        #expect(refused.hasPrefix("HTTP/1.1 503 "), "one past the cap: \(refused)")
        #expect(server.counters.openConnections == 4, "the refused one is not counted")
        #expect(held?.count == 4)
        held = nil  // closed: the server sees them go
        let freed = Date().addingTimeInterval(600)
        while server.counters.openConnections > 0, Date() < freed { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(try await Self.status(port, Array("GET /state HTTP/1.1\r\n\(Self.host(port))Connection: close\r\n\r\n".utf8)) == 200)
    }

    /// A client frame: masked, with a declared `length` (the payload itself is not sent).
    static func frameHeader(opcode: UInt8, fin: Bool = true, length: UInt64) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if length < 126 { bytes.append(0x80 | UInt8(length)) } else if length < 65536 {
            bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
        }
        return bytes + [1, 2, 3, 4]  // the mask
    }

    /// Opens /live, sends `frames`, and returns what came back until the close frame (or the end).
    static func live(_ port: UInt16, sending frames: [UInt8]) async throws -> [UInt8] {
        try await offPool {
            let connection = try RawConnection(port: port)
            connection.send(RawConnection.upgrade(port: port, origin: "http://127.0.0.1:\(port)"))
            _ = connection.receive { $0.firstRange(of: Array("\"generation\"".utf8)) != nil }  // the 101 and the first push
            connection.send(frames)
            return connection.receive { $0.firstRange(of: [0x88, 0x11, 0x03, 0xF1]) != nil || $0.firstRange(of: [0x88]) != nil && $0.count > 4 }.bytes
        }
    }

    @Test func sec4_aWebSocketMessageOverTheCapClosesThatSocketWith1009() async throws {
        let (server, port) = try await Self.started()
        defer { Task { await server.stop() } }
        // One frame that claims 2 GB: refused from its header.
        let huge = try await Self.live(port, sending: Self.frameHeader(opcode: 0x1, length: 2 << 30))
        #expect(huge.firstRange(of: [0x88]).map { Array(huge[$0.lowerBound...].prefix(4)) }?.suffix(2) == [0x03, 0xF1], "close 1009: \(huge.suffix(40))")
        #expect(server.counters.bytesRead < server.limits.messageBytes, "read \(server.counters.bytesRead) bytes")
        // Fragments that add up past the cap, each under it.
        let piece = Array(repeating: UInt8(0), count: 40 * 1024)
        let fragments = Self.frameHeader(opcode: 0x1, fin: false, length: UInt64(piece.count)) + piece
            + Self.frameHeader(opcode: 0x0, fin: true, length: UInt64(piece.count)) + piece
        let split = try await Self.live(port, sending: fragments)
        #expect(split.firstRange(of: [0x88]).map { Array(split[$0.lowerBound...].prefix(4)) }?.suffix(2) == [0x03, 0xF1], "close 1009: \(split.suffix(40))")
        // A ping under the cap is answered with a pong, and the socket stays open.
        let ping = try await offPool {
            let connection = try RawConnection(port: port)
            connection.send(RawConnection.upgrade(port: port, origin: "http://127.0.0.1:\(port)"))
            _ = connection.receive { $0.firstRange(of: Array("\"generation\"".utf8)) != nil }
            connection.send(Self.frameHeader(opcode: 0x9, length: 2) + [0x68 ^ 1, 0x69 ^ 2])
            return connection.receive { $0.firstRange(of: [0x8A, 0x02, 0x68, 0x69]) != nil }
        }
        #expect(!ping.closed && ping.bytes.firstRange(of: [0x8A, 0x02, 0x68, 0x69]) != nil, "pong: \(ping.bytes)")
    }
}
