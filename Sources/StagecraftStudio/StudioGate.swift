import Foundation

/// Who may talk to the studio: a page the studio served itself, by the names of the loopback
/// address it listens on. A local dev server is reachable from every web page the user opens, so
/// two checks stand at its door (webpack-dev-server, Vite and Jupyter had exactly these holes):
///
/// - **Host** (DNS rebinding): a page at `http://evil.example:PORT/` whose name the attacker then
///   points at 127.0.0.1 is same-origin with the studio for the browser, so it could read `/state`
///   and `/trace` (the user's scenarios and errors). Only `127.0.0.1:PORT`, `localhost:PORT` and
///   `[::1]:PORT` name the studio; any other `Host`, or none, is answered 421 (Misdirected Request).
/// - **Origin** (cross-site WebSocket hijacking): WebSockets are not bound by CORS, so any page
///   could open `ws://127.0.0.1:PORT/live` and read every push. The handshake must come from the
///   studio's own origin (`http://127.0.0.1:PORT`, `http://localhost:PORT`, `http://[::1]:PORT`);
///   another, or none (`null` included), is answered 403.
public struct StudioGate: Sendable {
    /// Why a request is turned away, with the status it gets.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        case host(String?)
        case origin(String?)
        /// A change (a POST: a preview or a write-back of a scrubbed literal) from another origin.
        case changeOrigin(String?)

        public var status: Int { if case .host = self { 421 } else { 403 } }

        public var description: String {
            switch self {
            case .host(let host): "a request for host \(host.map { "'\($0)'" } ?? "(none)") (421: the studio answers only 127.0.0.1, localhost and [::1] on its port; DNS rebinding?)"
            case .origin(let origin): "a WebSocket from origin \(origin.map { "'\($0)'" } ?? "(none)") (403: /live accepts only the studio's own page)"
            case .changeOrigin(let origin): "a change from origin \(origin.map { "'\($0)'" } ?? "(none)") (403: files are written only from the studio's own page)"
            }
        }
    }

    public let port: UInt16

    public init(port: UInt16) { self.port = port }

    /// The names the studio answers to, `host:port` as a browser sends them (lowercase).
    var hosts: Set<String> {
        var names: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        if port == 80 { names.formUnion(["127.0.0.1", "localhost", "[::1]"]) }  // the default port is left out
        return names
    }

    /// nil when the request may go on; `webSocket` for the `/live` handshake and `change` for a
    /// POST (a cross-site form can send one to a local server without CORS asking first), which
    /// must also come from the studio's own origin.
    public func check(host: String?, origin: String?, webSocket: Bool, change: Bool = false) -> Refusal? {
        guard let host, hosts.contains(host.lowercased()) else { return .host(host) }
        if webSocket || change {
            guard let origin, origin.lowercased().hasPrefix("http://"), hosts.contains(String(origin.lowercased().dropFirst(7))) else {
                return webSocket ? .origin(origin) : .changeOrigin(origin)
            }
        }
        return nil
    }
}
