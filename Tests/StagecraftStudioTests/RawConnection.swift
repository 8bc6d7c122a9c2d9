import Foundation
@testable import StagecraftStudio
#if canImport(Glibc)
import Glibc
#endif

/// Runs blocking socket work on a thread of its own: the server under test runs on Swift's
/// cooperative pool (two threads on a 2-core machine), which a blocking `recv` in an async test
/// would starve, so that the server could not answer the request being waited for.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// A plain TCP connection to the studio, for requests no HTTP client would send (another `Host`,
/// a forged `Origin`, a 256 KB header line, a WebSocket frame that claims 1 MB). Blocking, with a
/// receive timeout on every read, so a server that never answers fails the test instead of hanging
/// it. The timeout is 10 minutes, a bound for a broken server, not a measure of speed: in the whole
/// suite (under the sanitizers, minutes of it), other tests keep Swift's two cooperative threads
/// busy, and the server under test waits its turn.
final class RawConnection {
    let descriptor: Int32

    init(port: UInt16, receiveTimeout: Double = 600) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); throw Failure("connect: \(errno)") }
        var timeout = timeval(tv_sec: Int(receiveTimeout), tv_usec: Int((receiveTimeout - receiveTimeout.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Sends all of `bytes`; returns how many went before the peer closed (a refused upload stops early).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        return sent
    }

    @discardableResult
    func send(_ text: String) -> Int { send(Array(text.utf8)) }

    /// Reads until `done` holds for what was read, the peer closes, or the receive timeout.
    func receive(until done: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !done(received) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (received, true) }
            if count < 0 { return (received, errno == ECONNRESET) }
            received += buffer[..<count]
        }
        return (received, false)
    }

    /// The response's head (status line and headers), read up to the blank line.
    func responseHead() -> String {
        let (bytes, _) = receive { $0.firstRange(of: [13, 10, 13, 10]) != nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\r\n\r\n").first ?? text
    }

    /// A whole `Connection: close` response, or what came before the timeout.
    func responseText() -> String { String(decoding: receive().bytes, as: UTF8.self) }

    /// The status code of the response's first line, or 0.
    static func status(of head: String) -> Int {
        let parts = head.split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
    }

    /// A GET with these headers (`Host` among them when wanted), asking to close after it.
    static func get(_ path: String, headers: [(String, String)]) -> String {
        "GET \(path) HTTP/1.1\r\n" + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "Connection: close\r\n\r\n"
    }

    /// The `/live` handshake with this `Origin` (nil: none).
    static func upgrade(port: UInt16, origin: String?, host: String? = nil) -> String {
        "GET /live HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }
}

extension StudioLimits {
    /// The studio's limits with the idle limit out of the way (10 minutes) unless a test sets it:
    /// a server starved of threads by the rest of the suite must not time a client out.
    static var patient: StudioLimits {
        var limits = StudioLimits()
        limits.idleSeconds = 600
        return limits
    }
}
