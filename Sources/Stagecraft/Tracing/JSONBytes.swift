/// JSON text written as UTF-8 bytes into one growing buffer: what `Trace.jsonLines()` builds a
/// trace with. A gallery writes tens of megabytes of traces; building each field as a `String`
/// and joining them was a sixth of its time (issue 28). Numbers and strings come out with the
/// same bytes as `formatNumber` gives them elsewhere in the package.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Punctuation and keys, written as they are: `{"type":"frame","frame":`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Text already in JSON form, such as a formatted number (a name is not: use `string`).
    mutating func verbatim(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(UInt64(value.magnitude))
    }

    /// `formatNumber(value)`'s text: at most four decimals, integers without a point.
    mutating func number(_ value: Double) {
        guard !value.isNaN, abs(value) < 1e15 else { return verbatim(formatNumber(value)) }
        let tenThousandths = (value * 10_000).rounded()
        // Below 10^15 ten-thousandths (|value| < 10^11) the decimal k/10^4 has at most 15
        // significant digits, so it is the shortest text that reads back as `k / 10_000`: the
        // text Swift's description prints. Larger numbers (rare) take the description itself.
        guard abs(tenThousandths) < 1e15 else { return verbatim(formatNumber(value)) }
        let k = Int64(tenThousandths)
        // Float noise around zero prints as "0", not "-0" (formatNumber rounds before its test).
        if k < 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = k.magnitude / 10_000
        var fraction = k.magnitude % 10_000
        digits(whole)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var width = 4
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var divisor: UInt64 = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// `[a,b,…]`, each through `number`.
    mutating func numbers(_ values: Double...) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case ..<0x20:
                // Bytes under 0x20 are never part of a longer UTF-8 sequence.
                raw("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `[s,…]`, each through `string`.
    mutating func strings(_ texts: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, text) in texts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(text)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func digits(_ value: UInt64) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        digits(value / 10)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
