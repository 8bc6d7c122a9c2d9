import Foundation
import Testing
@testable import StagecraftStudio

/// Issue 24, items 2 and 3: the studio answers only its own names (DNS rebinding), and `/live`
/// only its own page (cross-site WebSocket hijacking). Raw requests, as an attacker's page or a
/// rebinding name would make them.
@Suite struct StudioGateTests {
    static func started() async throws -> (StudioServer, UInt16) {
        let state = StudioState()
        state.publish(files: ["s.lua"], results: [(StudioScenario(file: "s.lua", name: "one", passed: true), "{\"type\":\"header\"}\n")], errors: [])
        let server = try StudioServer(state: state, port: 0, limits: .patient)
        return (server, try await server.start())
    }

    static func status(_ port: UInt16, _ request: String) async throws -> Int {
        try await offPool {
            let connection = try RawConnection(port: port)
            connection.send(request)
            return RawConnection.status(of: connection.responseHead())
        }
    }

    @Test func sec2_liveAcceptsOnlyTheStudiosOwnOrigin() async throws {
        let (server, port) = try await Self.started()
        defer { Task { await server.stop() } }
        for origin in ["http://evil.example", "http://evil.example:\(port)", "null", "http://127.0.0.1:1", "https://127.0.0.1:\(port)",
                       "http://127.0.0.1:\(port).evil.example"] {
            #expect(try await Self.status(port, RawConnection.upgrade(port: port, origin: origin)) == 403, "origin \(origin)")
        }
        #expect(try await Self.status(port, RawConnection.upgrade(port: port, origin: nil)) == 403, "no origin")
        for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "http://[::1]:\(port)"] {
            let head = try await offPool {
                let connection = try RawConnection(port: port)
                connection.send(RawConnection.upgrade(port: port, origin: origin))
                return connection.responseHead()
            }
            #expect(RawConnection.status(of: head) == 101, "origin \(origin): \(head)")
        }
    }

    @Test func sec3_everyRouteAnswersOnlyTheStudiosOwnHost() async throws {
        let (server, port) = try await Self.started()
        defer { Task { await server.stop() } }
        for path in ["/", "/state", "/assets/studio.js", "/trace?id=s.lua%20%E2%80%BA%20one", "/nope"] {
            for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:1", "localhost.:\(port)", "127.0.0.1:\(port)@evil"] {
                #expect(try await Self.status(port, RawConnection.get(path, headers: [("Host", host)])) == 421, "\(path) for host \(host)")
            }
            #expect(try await Self.status(port, RawConnection.get(path, headers: [])) == 421, "\(path) with no Host")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            #expect(try await Self.status(port, RawConnection.get("/state", headers: [("Host", host)])) == 200, "host \(host)")
        }
        // The rebinding name cannot open /live either, whatever Origin it sends.
        #expect(try await Self.status(port, RawConnection.upgrade(port: port, origin: "http://127.0.0.1:\(port)", host: "evil.example:\(port)")) == 421)
    }

    @Test func sec2_sec3_theGateByItself() {
        let gate = StudioGate(port: 7717)
        #expect(gate.check(host: "127.0.0.1:7717", origin: nil, webSocket: false) == nil)
        #expect(gate.check(host: "evil:7717", origin: nil, webSocket: false) == .host("evil:7717"))
        #expect(gate.check(host: nil, origin: nil, webSocket: false)?.status == 421)
        #expect(gate.check(host: "localhost:7717", origin: "http://localhost:7717", webSocket: true) == nil)
        #expect(gate.check(host: "localhost:7717", origin: "http://evil", webSocket: true) == .origin("http://evil"))
        #expect(gate.check(host: "localhost:7717", origin: "http://evil", webSocket: true)?.status == 403)
        #expect(StudioGate(port: 80).check(host: "localhost", origin: "http://localhost", webSocket: true) == nil, "the default port is left out")
    }
}
