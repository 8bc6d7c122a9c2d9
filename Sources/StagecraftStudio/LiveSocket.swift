import FlyingSocks
import Foundation

/// `/live` after the handshake: the state on connecting, then after each change — the newest
/// only, so a burst of saves reaches a client as its last state. A client that goes away
/// mid-push loses nothing: the state is kept by the server, and a reconnect gets it whole.
///
/// The page sends nothing the studio reads; frames from the client are read only to answer
/// pings and closes, with their length checked before their payload is read: a message (all its
/// fragments) over `messageBytes` closes the socket with 1009 (Message Too Big), a protocol
/// error with 1002. A client that does not read its pushes is dropped once a write has waited
/// `idleSeconds`; the pushes waiting meanwhile are at most a few, the newest.
struct LiveSocket {
    let socket: AsyncSocket
    let context: StudioContext
    /// Bytes that arrived with the handshake, already the client's first frame.
    var pending: [UInt8]

    func run() async {
        let (outbox, post) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(4))
        let (state, limits) = (context.state, context.limits)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in state.updates() { post.yield(Self.frame(opcode: 0x1, payload: Data(state.snapshot().utf8))) }
            }
            group.addTask { [self] in
                var reader = FrameReader(socket: socket, context: context, pending: pending)
                await reader.run(post)
                post.finish()
            }
            // The writer: one at a time, in order; the outbox ends after the reader's close frame.
            for await frame in outbox {
                guard (try? await socket.write(frame, before: uptime() + limits.idleSeconds)) != nil else { break }
            }
            group.cancelAll()
        }
    }

    /// A server frame (unmasked, whole).
    static func frame(opcode: UInt8, payload: Data) -> Data {
        var frame = Data([0x80 | opcode])
        switch payload.count {
        case ..<126: frame.append(UInt8(payload.count))
        case ..<65536: frame.append(126); frame.append(contentsOf: [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
        default:
            frame.append(127)
            frame.append(contentsOf: (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) })
        }
        return frame + payload
    }

    /// A close frame with `code` and a reason.
    static func close(_ code: UInt16, _ reason: String = "") -> Data {
        frame(opcode: 0x8, payload: Data([UInt8(code >> 8), UInt8(code & 0xFF)]) + Data(reason.utf8))
    }
}

/// Reads a client's frames (RFC 6455 §5.2), bounded: a frame's length is known from its header,
/// before its payload, so a message over the limit is refused having read a few bytes of it.
private struct FrameReader {
    let socket: AsyncSocket
    let context: StudioContext
    var pending: [UInt8]

    /// Reads until the client closes or breaks the protocol or a limit; posts pongs and the close frame.
    mutating func run(_ post: AsyncStream<Data>.Continuation) async {
        let limits = context.limits
        var message = 0  // bytes of the data message being received, fragments so far
        var inMessage = false
        do {
            while true {
                try await need(2, before: nil)  // the page may stay quiet for ever
                let started = uptime() + limits.idleSeconds  // once a frame starts, it must end in time
                let (first, second) = (pending[0], pending[1])
                let (fin, opcode, masked, short) = (first & 0x80 != 0, first & 0x0F, second & 0x80 != 0, Int(second & 0x7F))
                guard first & 0x70 == 0, masked else { return Self.finish(post, LiveSocket.close(1002, "client frames are masked, without extensions")) }
                let lengthBytes = short == 126 ? 2 : short == 127 ? 8 : 0
                try await need(2 + lengthBytes + 4, before: started)
                var length = UInt64(short)
                if lengthBytes > 0 { length = pending[2..<(2 + lengthBytes)].reduce(0) { $0 << 8 | UInt64($1) } }
                let isControl = opcode & 0x8 != 0
                if isControl {
                    guard [0x8, 0x9, 0xA].contains(opcode), fin, length <= 125 else { return Self.finish(post, LiveSocket.close(1002, "bad control frame")) }
                } else {
                    guard opcode <= 0x2, (opcode == 0) == inMessage else { return Self.finish(post, LiveSocket.close(1002, "bad data frame")) }
                    guard length <= UInt64(limits.messageBytes - message) else {
                        context.reporter.report("1009", "a WebSocket message over \(limits.messageBytes) bytes (closed with 1009, Message Too Big)")
                        return Self.finish(post, LiveSocket.close(1009, "message over \(limits.messageBytes) bytes"))
                    }
                    message += Int(length)
                }
                let header = 2 + lengthBytes + 4
                try await need(header + Int(length), before: started)
                let mask = pending[(header - 4)..<header]
                let payload = pending[header..<(header + Int(length))].enumerated().map { $1 ^ mask[mask.startIndex + $0 % 4] }
                pending.removeFirst(header + Int(length))
                switch opcode {
                case 0x8: return Self.finish(post, LiveSocket.close(payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : 1000))
                case 0x9: post.yield(LiveSocket.frame(opcode: 0xA, payload: Data(payload)))
                case 0xA: break
                default:
                    inMessage = !fin
                    if fin { message = 0 }
                }
            }
        } catch is DeadlinePassed {
            post.yield(LiveSocket.close(1008, "frame not finished within \(StudioConnection.seconds(limits.idleSeconds))"))
        } catch {
            return  // the client went away
        }
    }

    /// Posts the frame that ends the reading (a close).
    private static func finish(_ post: AsyncStream<Data>.Continuation, _ frame: Data) { post.yield(frame) }

    /// Reads until `count` bytes are pending (at most `count` plus one read's worth are held).
    private mutating func need(_ count: Int, before deadline: Double?) async throws {
        while pending.count < count {
            let bytes = try await socket.read(atMost: min(65536, count - pending.count), before: deadline)
            pending += bytes
            context.counters.read(bytes.count)
        }
    }
}
