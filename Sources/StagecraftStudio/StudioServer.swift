import FlyingFox
import FlyingSocks
import Foundation
import StagecraftRender
import Synchronization

/// `stagecraft studio`'s web server, on 127.0.0.1 only: the studio page, the player's and the
/// studio's files, each scenario's trace, and `/live`, a WebSocket that pushes the whole state
/// (`StudioState.snapshot()`) on connecting and after every re-run.
///
/// FlyingFox routes the requests and checks the WebSocket handshake; the wire is read here
/// (`StudioConnection`, `LiveSocket`, on FlyingSocks' sockets), within `StudioLimits`, because
/// FlyingFox's own server bounds nothing a client sends (issue 24, item 4). Every request passes
/// `StudioGate` first (its own Host; `/live` from its own Origin), and what is refused is said on
/// the terminal (`RefusalReporter`).
///
///     GET /                 the studio page
///     GET /assets/NAME      draw.js, player.js, player.css (the player's), studio.js, studio.css, scrub.js, scrub.css, curve.js, compare.js, compare.css, phone.css
///     GET /favicon.ico      the studio's icon (browsers ask for it on every page load)
///     GET /state            the state as JSON
///     GET /trace?id=ID      a scenario's trace (JSON Lines)
///     GET /live             WebSocket: the state, again on every change
///     GET /source?file=F    a file a scenario loaded, with its numeric literals (SD5.1)
///     POST /preview?…       scenario=ID&file=F&edits=S:E:T,…&hash=H: a run with the literals at
///                           S..<E replaced by T in memory (SD5.2)
///     POST /write?…         file=F&edits=S:E:T,…&hash=H: each T written over its literal (SD5.3)
///     POST /undo            the last write-back undone (SD5.4)
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
    /// The source panel's reads, previews and write-backs.
    public let editor: ScrubEditor
    public let limits: StudioLimits
    /// What the connections have cost so far (tests check the limits with it).
    public let counters = StudioCounters()
    private let reporter: RefusalReporter
    private let requestedPort: UInt16
    private let running = Mutex<(socket: Socket, task: Task<Void, Never>)?>(nil)

    /// `reporter` says on the terminal what the server refused; `previewer` runs a scenario with
    /// a scrubbed literal in memory (none: `/preview` answers 404); `scanners` find the literals of
    /// files other than Lua, by extension (none: they are shown read-only).
    public init(state: StudioState, port: UInt16, limits: StudioLimits = StudioLimits(), reporter: RefusalReporter = .silent,
                previewer: ScrubEditor.Previewer? = nil, scanners: [String: LiteralScanner] = [:]) throws {
        self.state = state
        editor = ScrubEditor(state: state, previewer: previewer, scanners: scanners)
        self.limits = limits
        self.reporter = reporter
        requestedPort = port
    }

    /// Starts listening on 127.0.0.1 (loopback only: the studio runs the user's scripts and shows
    /// their files); returns the port (the free one picked when `port` was 0), or throws when it
    /// cannot (a port in use).
    public func start() async throws(StartError) -> UInt16 {
        let socket: Socket
        let port: UInt16
        do {
            socket = try Socket(domain: AF_INET, type: .stream)
            do {
                try socket.setValue(true, for: .localAddressReuse)
                try socket.bind(to: .inet(ip4: "127.0.0.1", port: requestedPort))
                try socket.listen()
                guard case .ip4(_, let bound) = try socket.sockname() else { throw StartError.failed("no IPv4 address") }
                port = bound
            } catch {
                try? socket.close()
                throw error
            }
        } catch let SocketError.failed(_, code, message) {
            throw code == EADDRINUSE ? .portInUse(requestedPort) : .failed(message)
        } catch let error as StartError {
            throw error
        } catch {
            throw .failed("\(error)")
        }
        let pool = HTTPServer.defaultPool()
        let listener: AsyncSocket
        do {
            try await pool.prepare()
            listener = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            try? socket.close()
            throw .failed("\(error)")
        }
        let context = StudioContext(state: state, routes: Self.routes(state: state, editor: editor), gate: StudioGate(port: port), limits: limits,
                                    reporter: reporter, counters: counters)
        let task = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await pool.run() }
                group.addTask { await Self.accept(on: listener, context: context) }
                await group.next()
                group.cancelAll()
            }
        }
        running.withLock { $0 = (socket, task) }
        return port
    }

    /// Accepts connections until cancelled: past the cap, a connection is answered 503 and
    /// closed; with no descriptor left, accepting waits a little and tries again (FlyingFox's
    /// server stopped for good there), so the studio answers again once descriptors free up.
    static func accept(on listener: AsyncSocket, context: StudioContext) async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await listener.accept()
                } catch let SocketError.failed(_, code, message) where [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code) {
                    context.reporter.report("descriptors", "new connections for now: \(message) (the studio accepts again as soon as some close)")
                    try? await Task.sleep(nanoseconds: 50_000_000)
                    continue
                } catch {
                    if Task.isCancelled { break }
                    try? await Task.sleep(nanoseconds: 10_000_000)
                    continue
                }
                guard context.counters.open(limit: context.limits.connections) else {
                    context.reporter.report("connections", "a connection past the cap of \(context.limits.connections) open at once (503; the others are served)")
                    _ = try? client.socket.write(Data("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
                    try? client.close()
                    continue
                }
                group.addTask {
                    await StudioConnection(socket: client, context: context).run()
                    context.counters.close()
                }
            }
        }
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
        return try outcome.withLock { $0 ?? .failure(.failed("no outcome")) }.get()
    }

    /// Stops listening and ends every connection.
    public func stop() async {
        guard let (socket, task) = running.withLock({ running in defer { running = nil }; return running }) else { return }
        task.cancel()
        await task.value
        try? socket.close()
    }

    public func stopBlocking() {
        let done = DispatchSemaphore(value: 0)
        Task { await stop(); done.signal() }
        done.wait()
    }

    static func routes(state: StudioState, editor: ScrubEditor) -> RoutedHTTPHandler {
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
        server.appendRoute("GET /source") { request in
            Self.response(editor.source(file: request.query["file"] ?? ""))
        }
        // The changes are POSTs, which `StudioGate` lets in from the studio's own page only.
        server.appendRoute("POST /preview") { request in
            let q = request.query
            // A run takes a while: off the server's threads, so pushes and other requests go on.
            guard let edits = ScrubEditor.Edit.list(q["edits"] ?? "") else { return Self.response(ScrubEditor.malformedEdits) }
            let answer = await Self.offThread {
                editor.preview(scenario: q["scenario"] ?? "", file: q["file"] ?? "", edits: edits, hash: q["hash"] ?? "")
            }
            return Self.response(answer)
        }
        server.appendRoute("POST /write") { request in
            let q = request.query
            guard let edits = ScrubEditor.Edit.list(q["edits"] ?? "") else { return Self.response(ScrubEditor.malformedEdits) }
            return Self.response(editor.write(file: q["file"] ?? "", edits: edits, hash: q["hash"] ?? ""))
        }
        server.appendRoute("POST /undo") { _ in
            Self.response(editor.undo())
        }
        // `/live` is not a route: `StudioConnection` upgrades it to a `LiveSocket`.
        return server
    }

    static func response(_ answer: ScrubEditor.Answer) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: answer.status == 200 ? "OK" : answer.status == 409 ? "Conflict" : "Refused"),
                     headers: [.contentType: "application/json", .init("Cache-Control"): "no-store"], body: Data(answer.body.utf8))
    }

    /// `work` on a dispatch thread, awaited.
    static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
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
        guard ["studio.html", "studio.js", "studio.css", "scrub.js", "scrub.css", "curve.js", "compare.js", "compare.css", "phone.css"].contains(name),
              let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
