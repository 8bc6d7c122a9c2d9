import Foundation
import Stagecraft

/// Why a JSON Lines trace could not be read: the line (1-based) and what was wrong with it.
public struct TraceReadError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Reads `Trace.jsonLines()` back into a `Trace`: the header, each frame's views and animations
/// (none in traces written before animations were traced, SD2.5) and the events.
///
/// Values come back as the writer printed them (numbers rounded to 4 decimals, colours to 8-bit
/// components), so reading then writing gives the same bytes. Unknown keys are ignored, so a
/// newer writer's extra fields do not break an older reader; a missing required key, a wrong type
/// or an unknown category is an error naming the line.
public enum TraceReader {
    /// Parses a whole trace.
    public static func read(_ text: String) throws -> Trace {
        var frameRate: Double?
        var frames: [TraceFrame] = []
        var events: [TraceEvent] = []
        let decoder = JSONDecoder()
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let record: Record
            do {
                record = try decoder.decode(Record.self, from: Data(line.utf8))
            } catch {
                throw TraceReadError(line: number, "not a trace record (\(describe(error)))")
            }
            switch record.type {
            case "header":
                guard frameRate == nil else { throw TraceReadError(line: number, "a second header") }
                guard record.format == "stagecraft-trace/1" else {
                    throw TraceReadError(line: number, "unknown format \(record.format.map { "\"\($0)\"" } ?? "(none)"); expected \"stagecraft-trace/1\"")
                }
                guard let rate = record.frameRate, rate > 0, rate.isFinite else {
                    throw TraceReadError(line: number, "the header needs a positive frameRate")
                }
                frameRate = rate
            case "frame":
                guard frameRate != nil else { throw TraceReadError(line: number, "a frame before the header") }
                let next = try frame(record, line: number)
                // Renderers step through time from the first frame to the last: times must be real and in order.
                guard next.time.isFinite, next.time >= 0, next.time >= frames.last?.time ?? 0 else {
                    throw TraceReadError(line: number, "frame times must be seconds ≥ 0 in increasing order (got \(next.time))")
                }
                frames.append(next)
            case "event":
                guard frameRate != nil else { throw TraceReadError(line: number, "an event before the header") }
                events.append(try event(record, line: number))
            default:
                throw TraceReadError(line: number, "unknown record type \"\(record.type)\"")
            }
        }
        guard let frameRate else { throw TraceReadError(line: 0, "empty trace: no header line") }
        return Trace(frameRate: frameRate, frames: frames, events: events)
    }

    /// Reads a trace file; errors name the file.
    public static func read(contentsOf url: URL) throws -> Trace {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TraceReadError(line: 0, "cannot read \(url.path): \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TraceReadError(line: 0, "\(url.path) is not UTF-8 text")
        }
        do {
            return try read(text)
        } catch let error as TraceReadError {
            throw TraceReadError(line: 0, "\(url.path): \(error)")
        }
    }

    private static func frame(_ record: Record, line: Int) throws -> TraceFrame {
        guard let index = record.frame, let time = record.time, let views = record.views else {
            throw TraceReadError(line: line, "a frame needs frame, time and views")
        }
        return TraceFrame(index: index, time: time, views: try views.map { try sample($0, line: line) },
                          animations: try (record.animations ?? []).map { try animation($0, line: line) })
    }

    /// An animation of a frame (SD2.5); traces written before animations were traced have none.
    private static func animation(_ record: AnimationRecord, line: Int) throws -> TraceAnimation {
        guard record.start.isFinite, record.duration.isFinite, record.duration >= 0 else {
            throw TraceReadError(line: line, "an animation needs a finite start and a duration ≥ 0")
        }
        let count = record.forever == true ? Double.infinity : record.repeatCount ?? 1
        guard count > 0, !count.isNaN else { throw TraceReadError(line: line, "an animation's repeatCount must be > 0") }
        return TraceAnimation(
            curve: record.curve, start: record.start, duration: record.duration, repeatCount: count,
            autoreverses: record.autoreverses ?? false,
            targets: try record.views.map { .init(keys: $0.keys, from: try sample($0.from, line: line)) })
    }

    private static func sample(_ view: ViewRecord, line: Int) throws -> ViewSample {
        func pair(_ values: [Double]?, _ key: String, default fallback: (Double, Double)) throws -> (Double, Double) {
            guard let values else { return fallback }
            guard values.count == 2 else { throw TraceReadError(line: line, "view \(view.id): \(key) needs 2 numbers") }
            return (values[0], values[1])
        }
        let center = try pair(view.center, "center", default: (0, 0))
        let size = try pair(view.size, "size", default: (0, 0))
        let origin = try pair(view.boundsOrigin, "boundsOrigin", default: (0, 0))
        let anchor = try pair(view.anchor, "anchor", default: (0.5, 0.5))
        var transform = Stagecraft.AffineTransform.identity
        if let t = view.transform {
            guard t.count == 6 else { throw TraceReadError(line: line, "view \(view.id): transform needs 6 numbers") }
            transform = Stagecraft.AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        var background: Color?
        if let text = view.background {
            guard let color = Color(parsing: text) else {
                throw TraceReadError(line: line, "view \(view.id): background \"\(text)\" is not a colour")
            }
            background = color
        }
        var values = LayerProperties(
            center: Point(x: center.0, y: center.1),
            bounds: Rect(x: origin.0, y: origin.1, width: size.0, height: size.1),
            transform: transform, alpha: view.alpha ?? 1, backgroundColor: background,
            cornerRadius: view.cornerRadius ?? 0, anchorPoint: Point(x: anchor.0, y: anchor.1))
        values.style = try layerStyle(view, line: line)
        return ViewSample(
            id: view.id, parent: view.parent, name: view.name, kind: view.kind, values: values,
            isHidden: view.hidden ?? false, clipsToBounds: view.clips ?? false, details: view.details ?? [])
    }

    /// The layer fields `Trace.layerFields` writes.
    private static func layerStyle(_ view: ViewRecord, line: Int) throws -> LayerStyle {
        var style = LayerStyle()
        func color(_ text: String, _ key: String) throws -> Color {
            guard let color = Color(parsing: text) else { throw TraceReadError(line: line, "view \(view.id): \(key) \"\(text)\" is not a colour") }
            return color
        }
        func path(_ text: String?, _ key: String) throws -> PathData? {
            guard let text else { return nil }
            guard let path = PathData(svg: text) else { throw TraceReadError(line: line, "view \(view.id): \(key) is not path data (M, L, C, Z)") }
            return path
        }
        if let corners = view.maskedCorners { style.maskedCorners = CornerMask(rawValue: corners).intersection(.all) }
        if let border = view.border {
            guard border.count == 2, case .number(let width) = border[0], case .text(let text) = border[1] else {
                throw TraceReadError(line: line, "view \(view.id): border needs [width, colour]")
            }
            (style.borderWidth, style.borderColor) = (width, try color(text, "border"))
        }
        if let shadow = view.shadow {
            let numbers = shadow.dropFirst().compactMap { if case .number(let n) = $0 { n } else { nil } }
            guard shadow.count == 5, case .text(let text) = shadow[0], numbers.count == 4 else {
                throw TraceReadError(line: line, "view \(view.id): shadow needs [colour, opacity, radius, dx, dy]")
            }
            style.shadowColor = try color(text, "shadow")
            (style.shadowOpacity, style.shadowRadius) = (numbers[0], numbers[1])
            style.shadowOffset = Size(width: numbers[2], height: numbers[3])
        }
        style.shadowPath = try path(view.shadowPath, "shadowPath")
        style.zPosition = view.zPosition ?? 0
        style.mask = try path(view.mask, "mask")
        func matrix(_ entries: [Double]?, _ key: String) throws -> Transform3D? {
            guard let entries else { return nil }
            guard entries.count == 16, entries.allSatisfy(\.isFinite) else { throw TraceReadError(line: line, "view \(view.id): \(key) needs 16 numbers") }
            return Transform3D(rows: entries)
        }
        style.transform3D = try matrix(view.transform3D, "transform3D")
        style.sublayerTransform = try matrix(view.sublayerTransform, "sublayerTransform")
        style.isDoubleSided = view.doubleSided ?? true
        if let blur = view.blur {
            guard blur.count == 2, case .text(let name) = blur[0], case .number(let amount) = blur[1], amount.isFinite else {
                throw TraceReadError(line: line, "view \(view.id): blur needs [style, amount]")
            }
            guard let blurStyle = BlurEffect.Style(rawValue: name) else {
                throw TraceReadError(line: line, "view \(view.id): blur style \"\(name)\" is not a UIBlurEffect.Style")
            }
            (style.blurStyle, style.blurAmount) = (blurStyle, min(max(amount, 0), 1))
        }
        return style
    }

    /// A number or a string in a mixed JSON array.
    private enum Item: Decodable {
        case number(Double), text(String)
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Double.self) { self = .number(n) } else { self = .text(try c.decode(String.self)) }
        }
    }

    private static func event(_ record: Record, line: Int) throws -> TraceEvent {
        guard let frame = record.frame, let time = record.time, let categoryName = record.category,
              let subject = record.subject, let name = record.name else {
            throw TraceReadError(line: line, "an event needs frame, time, category, subject and name")
        }
        guard let category = TraceEvent.Category(rawValue: categoryName) else {
            throw TraceReadError(line: line, "unknown event category \"\(categoryName)\"")
        }
        return TraceEvent(time: time, frame: frame, category: category, subject: subject, name: name, detail: record.detail ?? "")
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted: return "invalid JSON"
        default: return "\(error)"
        }
    }

    /// Every key any record type has; each type checks for its own.
    private struct Record: Decodable {
        var type: String
        var format: String?
        var frameRate: Double?
        var frame: Int?
        var time: Double?
        var views: [ViewRecord]?
        var animations: [AnimationRecord]?
        var category: String?
        var subject: String?
        var name: String?
        var detail: String?
    }

    private struct AnimationRecord: Decodable {
        var curve: String
        var start: Double
        var duration: Double
        var repeatCount: Double?
        var forever: Bool?
        var autoreverses: Bool?
        var views: [TargetRecord]
    }

    private struct TargetRecord: Decodable {
        var keys: [String]
        var from: ViewRecord
    }

    private struct ViewRecord: Decodable {
        var id: Int
        var parent: Int?
        var name: String?
        var kind: String
        var center: [Double]?
        var size: [Double]?
        var boundsOrigin: [Double]?
        var anchor: [Double]?
        var transform: [Double]?
        var alpha: Double?
        var background: String?
        var cornerRadius: Double?
        var hidden: Bool?
        var clips: Bool?
        var maskedCorners: Int?
        var border: [Item]?
        var shadow: [Item]?
        var shadowPath: String?
        var zPosition: Double?
        var mask: String?
        var transform3D: [Double]?
        var sublayerTransform: [Double]?
        var doubleSided: Bool?
        var blur: [Item]?
        var details: [String]?
    }
}
