import Foundation

/// A request's head as read off the wire: the request line and the header fields, read within
/// `StudioLimits` by `HeadScanner`.
struct RequestHead: Equatable {
    struct Field: Equatable {
        var name: String
        var value: String
    }

    var method: String
    /// The request target as sent (origin-form: a path and an optional `?query`).
    var target: String
    var version: String
    var fields: [Field]

    /// The first field named `name` (case-insensitive), if any.
    func value(_ name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// HTTP/1.1 keeps the connection unless asked not to; 1.0 only when asked to.
    var keepsAlive: Bool {
        let connection = value("Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// The studio's routes take no body; a request that announces one is refused (413) rather
    /// than read.
    var announcesBody: Bool {
        value("Transfer-Encoding") != nil || (value("Content-Length").map { $0.trimmingCharacters(in: .whitespaces) != "0" } ?? false)
    }

    /// Why a head is refused: the status it is answered with before the connection closes, and
    /// what the terminal says.
    struct Refusal: Error, Equatable {
        var status: Int
        var reason: String
    }
}

/// Finds the end of a request head in bytes as they arrive, in time linear in them (each byte is
/// looked at once), and refuses a head past the limits as soon as the bytes read show it, so a
/// connection never makes the server hold or parse more than `limits.headBytes` of one.
struct HeadScanner {
    let limits: StudioLimits
    /// Bytes looked at so far, from the start of the head.
    private var scanned = 0
    private var lineStart = 0
    /// Lines of the head so far (the request line and header fields).
    private var lines = 0

    init(limits: StudioLimits) { self.limits = limits }

    /// `bytes` is what has arrived for this head, from its first byte. Returns the head's
    /// length through its blank line once it is whole, nil while more is needed.
    mutating func scan(_ bytes: [UInt8]) throws(RequestHead.Refusal) -> Int? {
        while scanned < bytes.count {
            let byte = bytes[scanned]
            scanned += 1
            if scanned > limits.headBytes {
                throw RequestHead.Refusal(status: 431, reason: "a request head over \(limits.headBytes) bytes")
            }
            guard byte == 10 else {
                if scanned - lineStart > limits.lineBytes {
                    throw lines == 0 ? RequestHead.Refusal(status: 414, reason: "a request line over \(limits.lineBytes) bytes")
                                     : RequestHead.Refusal(status: 431, reason: "a header line over \(limits.lineBytes) bytes")
                }
                continue
            }
            let end = scanned - 1 > lineStart && bytes[scanned - 2] == 13 ? scanned - 2 : scanned - 1
            defer { lineStart = scanned }
            if end == lineStart {
                if lines == 0 { continue }  // empty lines before the request line are ignored (RFC 9112 §2.2)
                return scanned
            }
            lines += 1
            if lines > limits.headerCount + 1 {
                throw RequestHead.Refusal(status: 431, reason: "a request with more than \(limits.headerCount) header fields")
            }
        }
        return nil
    }

    /// The head in `bytes` (a whole one, as `scan` delimited it).
    static func parse(_ bytes: ArraySlice<UInt8>) throws(RequestHead.Refusal) -> RequestHead {
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw RequestHead.Refusal(status: 400, reason: "an empty request") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else {
            throw RequestHead.Refusal(status: 400, reason: "a malformed request line")
        }
        var fields: [RequestHead.Field] = []
        for line in lines.dropFirst() {
            // No folded lines, no space before the colon (RFC 9112 §5.1–5.2): both have been
            // used to smuggle a header past one parser and not another.
            guard let colon = line.firstIndex(of: ":"), colon > line.startIndex, !line.hasPrefix(" "), !line.hasPrefix("\t"),
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                throw RequestHead.Refusal(status: 400, reason: "a malformed header line")
            }
            fields.append(RequestHead.Field(name: String(line[..<colon]), value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let head = RequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), fields: fields)
        guard head.fields.filter({ $0.name.caseInsensitiveCompare("Host") == .orderedSame }).count <= 1 else {
            throw RequestHead.Refusal(status: 400, reason: "a request with two Host fields")  // RFC 9112 §3.2
        }
        return head
    }
}
