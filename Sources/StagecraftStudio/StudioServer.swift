import FlyingFox
import FlyingSocks
import Foundation
import StagecraftRender
import Synchronization

/// `stagecraft studio`'s web server (FlyingFox, on 127.0.0.1 only): the studio page, the player's
/// and the studio's files, each scenario's trace, and `/live`, a WebSocket that pushes the whole
/// state (`StudioState.snapshot()`) on connecting and after every re-run.
///
///     GET /                 the studio page
///     GET /assets/NAME      draw.js, player.js, player.css (the player's), studio.js, studio.css
///     GET /favicon.ico      the studio's icon (browsers ask for it on every page load)
///     GET /state            the state as JSON
///     GET /trace?id=ID      a scenario's trace (JSON Lines)
///     GET /live             WebSocket: the state, again on every change
public final class StudioServer: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case portInUse(UInt16)
        case failed(String)

        public var description: String {
            switch self {
            case .portInUse(let port): "port \(port) on 127.0.0.1 is in use (another studio?); choose another with --port, or --port 0 for any free one"
            case .failed(let message): "the studio's server did not start: \(message)"
            }
        }
    }

    public let state: StudioState
    private let server: HTTPServer
    private let requestedPort: UInt16
    /// The port listened on, once known: the gate checks `Host` and `Origin` against it.
    private let listening = ListeningPort()

    /// `reporter` says on the terminal what the server refused.
    public init(state: StudioState, port: UInt16, reporter: RefusalReporter = .silent) throws {
        self.state = state
        requestedPort = port
        // Loopback only: the studio runs the user's scripts and shows their files.
        let listening = listening
        let gated = GatedHandler(routes: Self.routes(state: state), reporter: reporter) { listening.port.withLock { $0 }.map(StudioGate.init(port:)) }
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled, handler: gated)
    }

    /// Starts listening; returns the port (the free one picked when `port` was 0), once the
    /// server listens, or throws when it cannot (a port in use).
    public func start() async throws(StartError) -> UInt16 {
        let (server, requestedPort, listening) = (server, requestedPort, listening)
        // The first of the two to finish decides: listening, or `run()` failing (a port in use).
        // The server task outlives this call, so neither is a child task awaited here.
        let outcome: Result<UInt16, StartError> = await withCheckedContinuation { continuation in
            let decided = Mutex(false)
            let decide = { @Sendable (result: Result<UInt16, StartError>) in
                let first = decided.withLock { done in defer { done = true }; return !done }
                if first { continuation.resume(returning: result) }
            }
            Task {
                do { try await server.run() } catch let SocketError.failed(_, code, message) {
                    decide(.failure(code == EADDRINUSE ? .portInUse(requestedPort) : .failed(message)))
                } catch {
                    decide(.failure(.failed("\(error)")))
                }
                decide(.failure(.failed("the server stopped at once")))
            }
            Task {
                do { try await server.waitUntilListening(timeout: 10) } catch { return decide(.failure(.failed("\(error)"))) }
                guard case .ip4(_, let port)? = await server.listeningAddress else { return decide(.failure(.failed("no IPv4 address"))) }
                listening.port.withLock { $0 = port }
                decide(.success(port))
            }
        }
        return try outcome.get()
    }

    /// `start()` for a caller outside Swift concurrency (the command's main thread).
    public func startBlocking() throws(StartError) -> UInt16 {
        let outcome = Mutex<Result<UInt16, StartError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do throws(StartError) { let port = try await start(); outcome.withLock { $0 = .success(port) } }
            catch { outcome.withLock { $0 = .failure(error) } }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0! }.get()
    }

    public func stop() async {
        await server.stop(timeout: 1)
    }

    public func stopBlocking() {
        let done = DispatchSemaphore(value: 0)
        Task { await stop(); done.signal() }
        done.wait()
    }

    static func routes(state: StudioState) -> RoutedHTTPHandler {
        var server = RoutedHTTPHandler()
        server.appendRoute("GET /") { _ in
            Self.response(Self.page(), type: "text/html; charset=utf-8")
        }
        server.appendRoute("GET /assets/:name") { request in
            let name = request.routeParameters["name"] ?? ""
            guard let text = Self.asset(name) else { return HTTPResponse(statusCode: .notFound) }
            return Self.response(text, type: name.hasSuffix(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8")
        }
        server.appendRoute("GET /favicon.ico") { _ in
            guard let icon = Self.icon else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/x-icon", .init("Cache-Control"): "max-age=86400"], body: icon)
        }
        server.appendRoute("GET /state") { _ in
            Self.response(state.snapshot(), type: "application/json")
        }
        server.appendRoute("GET /trace") { request in
            guard let id = request.query["id"], let trace = state.trace(id: id) else { return HTTPResponse(statusCode: .notFound) }
            return Self.response(trace, type: "application/x-ndjson; charset=utf-8")
        }
        server.appendRoute("GET /live", to: .webSocket(LivePush(state: state)))
        return server
    }

    static func response(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: type, .init("Cache-Control"): "no-store"], body: Data(text.utf8))
    }

    /// The studio page: its markup with the player's inside.
    static func page() -> String {
        (studioAsset("studio.html") ?? "").replacingOccurrences(of: "<!-- player -->", with: PlayerAssets.text("body.html"))
    }

    static func asset(_ name: String) -> String? {
        PlayerAssets.names.contains(name) ? PlayerAssets.text(name) : studioAsset(name)
    }

    /// Assets/favicon.ico (16 and 32 px): without it every page load logs a 404 in the console.
    static let icon: Data? = Bundle.module.url(forResource: "favicon", withExtension: "ico", subdirectory: "Assets").flatMap { try? Data(contentsOf: $0) }

    static func studioAsset(_ name: String) -> String? {
        guard ["studio.html", "studio.js", "studio.css"].contains(name),
              let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}

/// The port a server listens on, set once it does (shared with its request handler).
final class ListeningPort: Sendable {
    let port = Mutex<UInt16?>(nil)
}

/// The routes behind `StudioGate`: a request for another host, or a `/live` handshake from another
/// origin, is answered with the gate's status before any route sees it.
struct GatedHandler: HTTPHandler {
    let routes: RoutedHTTPHandler
    let reporter: RefusalReporter
    /// nil until the server listens (no request can arrive before).
    let gate: @Sendable () -> StudioGate?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let webSocket = request.headers[.upgrade]?.lowercased() == "websocket" || request.path == "/live"
        guard let gate = gate() else { return HTTPResponse(statusCode: .serviceUnavailable) }
        if let refusal = gate.check(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], webSocket: webSocket) {
            reporter.report(refusal.status == 421 ? "host" : "origin", refusal.description)
            return HTTPResponse(statusCode: HTTPStatusCode(refusal.status, phrase: refusal.status == 421 ? "Misdirected Request" : "Forbidden"),
                                headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"], body: Data("\(refusal)\n".utf8))
        }
        return try await routes.handleRequest(request)
    }
}

/// `/live`: the state on connecting, then after each change — the newest only, so a burst of saves
/// reaches a client as its last state. A client that goes away mid-push loses nothing: the state is
/// kept here, and a reconnect gets it whole.
struct LivePush: WSMessageHandler {
    let state: StudioState

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, output) = AsyncStream.makeStream(of: WSMessage.self)
        let updates = state.updates()
        let state = state
        let pushing = Task {
            for await _ in updates { output.yield(.text(state.snapshot())) }
            output.finish()
        }
        // The client's side only ends the push (it sends nothing the studio reads).
        let listening = Task {
            for await _ in client {}
            pushing.cancel()
            output.finish()
        }
        output.onTermination = { _ in pushing.cancel(); listening.cancel() }
        return messages
    }
}
