import FlyingFox
import FlyingSocks
import Foundation

/// What every connection of one server shares.
struct StudioContext: Sendable {
    let state: StudioState
    let routes: RoutedHTTPHandler
    let gate: StudioGate
    let limits: StudioLimits
    let reporter: RefusalReporter
    let counters: StudioCounters
}

/// One client of the studio: HTTP/1.1 requests one after another (keep-alive), each head read
/// within `StudioLimits` by `HeadScanner` and checked by `StudioGate` before a route sees it,
/// answered by FlyingFox's routes; a `/live` handshake becomes a `LiveSocket`. The wire is read
/// here rather than by FlyingFox's server, which bounds nothing (see `StudioLimits`).
final class StudioConnection {
    let socket: AsyncSocket
    let context: StudioContext
    /// Bytes read and not yet used (the next request's, when a client sends two at once).
    private var buffer: [UInt8] = []

    init(socket: AsyncSocket, context: StudioContext) {
        self.socket = socket
        self.context = context
    }

    private var limits: StudioLimits { context.limits }

    /// Serves requests until the client closes, is idle past the limit, breaks a limit, or upgrades.
    func run() async {
        defer { try? socket.close() }
        while !Task.isCancelled {
            let head: RequestHead
            do {
                head = try await readHead()
            } catch let refusal as RequestHead.Refusal {
                context.reporter.report("\(refusal.status)", "\(refusal.reason) (\(refusal.status))")
                return await refuse(refusal.status, refusal.reason)
            } catch {
                return  // closed, or idle with nothing sent: nothing to answer
            }
            let path = String(head.target.prefix { $0 != "?" })
            let webSocket = path == "/live" || head.value("Upgrade")?.lowercased() == "websocket"
            // Before the gate: a POST's body is refused for its size whoever sent it.
            if head.announcesBody {
                context.reporter.report("413", "a request with a body (413: the studio's routes take none)")
                return await refuse(413, "the studio's routes take no request body")
            }
            if let refusal = context.gate.check(host: head.value("Host"), origin: head.value("Origin"), webSocket: webSocket,
                                                change: head.method.uppercased() != "GET") {
                context.reporter.report(refusal.status == 421 ? "host" : "origin", refusal.description)
                return await refuse(refusal.status, refusal.description)
            }
            let request = Self.request(head)
            if path == "/live" {
                return await upgrade(request)
            }
            let response: HTTPResponse
            do { response = try await context.routes.handleRequest(request) } catch is HTTPUnhandledError {
                response = HTTPResponse(statusCode: .notFound)
            } catch {
                response = HTTPResponse(statusCode: .internalServerError)
            }
            guard (try? await send(response, keepAlive: head.keepsAlive)) != nil, head.keepsAlive else { return }
        }
    }

    /// The next request's head, read within the limits: the whole head must arrive within
    /// `idleSeconds` of starting to wait for it.
    private func readHead() async throws -> RequestHead {
        var scanner = HeadScanner(limits: limits)
        let deadline = uptime() + limits.idleSeconds
        while true {
            if let end = try scanner.scan(buffer) {
                let head = try HeadScanner.parse(buffer[..<end])
                buffer.removeFirst(end)
                return head
            }
            let bytes: [UInt8]
            do { bytes = try await socket.read(atMost: 4096, before: deadline) } catch is DeadlinePassed {
                // Part of a head, too slowly (slowloris): say so; nothing at all: a quiet keep-alive.
                // What arrived while this task waited for a thread counts as sent.
                if buffer.isEmpty, let late = try? socket.socket.read(atMost: 4096) { buffer += late }
                if buffer.isEmpty { throw DeadlinePassed() }
                throw RequestHead.Refusal(status: 408, reason: "a request head not sent within \(Self.seconds(limits.idleSeconds))")
            }
            buffer += bytes
            context.counters.read(bytes.count, holding: buffer.count)
        }
    }

    /// FlyingFox's request for the routes.
    static func request(_ head: RequestHead) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in head.fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let query = head.target.firstIndex(of: "?")
        let target = HTTPRequest.Target(path: String(head.target[..<(query ?? head.target.endIndex)]),
                                        query: query.map { String(head.target[head.target.index(after: $0)...]) } ?? "")
        return HTTPRequest(method: HTTPMethod(head.method), version: HTTPVersion(head.version), target: target, headers: headers,
                           body: HTTPBodySequence(data: Data()))
    }

    /// Writes `response` whole (`Content-Length` framing), within `idleSeconds`.
    private func send(_ response: HTTPResponse, keepAlive: Bool) async throws {
        let body = try await response.bodyData
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (header, value) in response.headers where ![HTTPHeader.contentLength, .connection].contains(header) {
            head += "\(header.rawValue): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        try await socket.write(Data(head.utf8) + body, before: uptime() + limits.idleSeconds)
    }

    /// Answers `status` and closes, after reading (and dropping) what the client was still sending,
    /// a bounded amount: closing on unread bytes resets the connection, and the client may then
    /// lose the answer before reading it.
    private func refuse(_ status: Int, _ reason: String) async {
        let phrases = [400: "Bad Request", 403: "Forbidden", 408: "Request Timeout", 413: "Content Too Large", 414: "URI Too Long",
                       421: "Misdirected Request", 431: "Request Header Fields Too Large"]
        let response = HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrases[status] ?? "Refused"),
                                    headers: [.contentType: "text/plain; charset=utf-8"], body: Data("studio: refused \(reason)\n".utf8))
        guard (try? await send(response, keepAlive: false)) != nil else { return }
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = uptime() + min(1, limits.idleSeconds)
        var drained = 0
        while drained < 1 << 20, let bytes = try? await socket.read(atMost: 65536, before: deadline) {
            drained += bytes.count
        }
        // What the client sent before the deadline may still be unread when this task was kept
        // off the threads past the deadline (a loaded machine): take it without waiting, so the
        // close resets nothing the client already sent.
        var scrap = [UInt8](repeating: 0, count: 65536)
        while drained < 1 << 20 {
            let count = scrap.withUnsafeMutableBytes { recv(socket.socket.file.rawValue, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            guard count > 0 else { break }
            drained += count
        }
    }

    /// The `/live` handshake (checked by FlyingFox, which computes `Sec-WebSocket-Accept`), then
    /// the studio's own bounded frames.
    private func upgrade(_ request: HTTPRequest) async {
        guard let response = try? await WebSocketHTTPHandler(handler: NoFrames()).handleRequest(request) else { return }
        guard response.statusCode == .switchingProtocols else {
            _ = try? await send(response, keepAlive: false)
            return
        }
        var head = "HTTP/1.1 101 Switching Protocols\r\n"
        for (header, value) in response.headers { head += "\(header.rawValue): \(value)\r\n" }
        guard (try? await socket.write(Data((head + "\r\n").utf8), before: uptime() + limits.idleSeconds)) != nil else { return }
        let pending = buffer
        buffer = []
        await LiveSocket(socket: socket, context: context, pending: pending).run()
    }

    static func seconds(_ value: Double) -> String { value == value.rounded() ? "\(Int(value)) s" : "\(value) s" }
}

/// The handler FlyingFox's handshake check is given: the frames are `LiveSocket`'s, not FlyingFox's.
private struct NoFrames: WSHandler {
    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        AsyncStream { $0.finish() }
    }
}
