import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import StagecraftStudio

/// The studio's server (docs/studio.md, SD1.1): loopback, a free port on request, a port in use refused.
@Suite struct StudioServerTests {
    static func get(_ url: String) async throws -> (Int, String) {
        let (data, response) = try await fetch(url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(data: data, encoding: .utf8) ?? "")
    }

    /// A GET that waits up to 10 minutes, a bound for a broken server, not a speed: the server under
    /// test shares Swift's two cooperative threads with the rest of the suite, which (under the
    /// sanitizers) can keep them busy past URLSession's default 60 s.
    static func fetch(_ url: String) async throws -> (Data, URLResponse) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 600
        return try await URLSession.shared.data(for: request)
    }

    @Test func sd1_1_servesThePageTheAssetsTheStateAndTraces() async throws {
        let state = StudioState()
        state.publish(files: ["s.lua"], results: [(StudioScenario(file: "s.lua", name: "one", passed: true), "{\"type\":\"header\"}\n")], errors: [])
        let server = try StudioServer(state: state, port: 0, limits: .patient)
        let port = try await server.start()
        #expect(port > 0)
        let base = "http://127.0.0.1:\(port)"
        let page = try await Self.get(base + "/")
        #expect(page.0 == 200)
        #expect(page.1.contains("<canvas id=\"stage\">"), "the player's markup is inside the studio page")
        #expect(try await Self.get(base + "/assets/draw.js").1.contains("function drawFrame("))
        #expect(try await Self.get(base + "/assets/studio.js").1.contains("swapTrace"))
        // SD6: the compare bar's script and styles, real files served beside the studio's.
        #expect(try await Self.get(base + "/assets/compare.js").1.contains("studio.onTraceShown"))
        #expect(try await Self.get(base + "/assets/compare.css").1.contains("#pinned-stage"))
        #expect(page.1.contains("/assets/compare.js"))
        #expect(try await Self.get(base + "/assets/nope.js").0 == 404)
        #expect(try await Self.get(base + "/state").1.contains("\"generation\":1"))
        #expect(try await Self.get(base + "/trace?id=s.lua%20%E2%80%BA%20one").1 == "{\"type\":\"header\"}\n")
        #expect(try await Self.get(base + "/trace?id=missing").0 == 404)
        await server.stop()
    }

    /// Issue 24, item 5: every page load asked for /favicon.ico and logged its 404 in the console.
    @Test func sec5_servesARealIcon() async throws {
        let server = try StudioServer(state: StudioState(), port: 0, limits: .patient)
        let port = try await server.start()
        let (data, response) = try await Self.fetch("http://127.0.0.1:\(port)/favicon.ico")
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "image/x-icon")
        #expect(data.prefix(4) == Data([0, 0, 1, 0]) && data.count > 100, "an ICO file (reserved 0, type 1): \(data.prefix(8).map { $0 })")
        #expect(try await Self.get("http://127.0.0.1:\(port)/").1.contains("<link rel=\"icon\" href=\"/favicon.ico\">"))
        await server.stop()
    }

    @Test func sd1_1_aPortInUseIsRefusedByName() async throws {
        let first = try StudioServer(state: StudioState(), port: 0)
        let port = try await first.start()
        let second = try StudioServer(state: StudioState(), port: port)
        do {
            _ = try await second.start()
            Issue.record("a second server started on port \(port)")
        } catch {
            #expect(error.description.contains("port \(port) on 127.0.0.1 is in use"))
        }
        await first.stop()
    }
}
