import Foundation
import Stagecraft

extension ImageArt {
    /// Player/art.json parsed: the built-in pictures and glyphs as raw JSON shapes, expanded on use.
    struct Library: Sendable {
        let pictures: [String: [[JSONValue]]]
        let glyphs: [String: [[JSONValue]]]

        static let shared: Library = {
            let text = PlayerAssets.text("art.json")
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                fatalError("the player's art.json is not a JSON object")
            }
            func shapes(_ key: String) -> [String: [[JSONValue]]] {
                let table = object[key] as? [String: [[Any]]] ?? [:]
                return table.mapValues { $0.map { $0.map(JSONValue.init) } }
            }
            return Library(pictures: shapes("pictures"), glyphs: shapes("glyphs"))
        }()

        /// A picture's shapes, `use` entries replaced by the picture they name.
        func expand(_ name: String, ink: Color, paper: Color, depth: Int) -> [Shape] {
            guard depth < 8, let raw = pictures[name] else { return [] }
            return raw.flatMap { entry -> [Shape] in
                if entry.first?.string == "use", let other = entry[safe: 1]?.string {
                    return expand(other, ink: ink, paper: paper, depth: depth + 1)
                }
                return Self.shape(entry, ink: ink, paper: paper).map { [$0] } ?? []
            }
        }

        /// A glyph's shapes in the tint, or white on a filled enclosure (its "paper" parts then in the tint).
        func expandGlyph(_ name: String, filledInside: Bool) -> [Shape] {
            (glyphs[name] ?? []).compactMap {
                Self.shape($0, ink: filledInside ? .white : ImageArt.tint, paper: filledInside ? ImageArt.tint : .white)
            }
        }

        /// One JSON shape (see art.json's "about"), nil when malformed.
        static func shape(_ entry: [JSONValue], ink: Color, paper: Color) -> Shape? {
            guard let kind = entry.first?.string else { return nil }
            func n(_ i: Int) -> Double? { entry[safe: i]?.number }
            func c(_ i: Int) -> Color? {
                switch entry[safe: i]?.string {
                case "ink": return ink
                case "paper": return paper
                case let text?: return Color(parsing: text)
                case nil: return nil
                }
            }
            func points(from i: Int) -> [Point] {
                let values = entry.dropFirst(i).compactMap(\.number)
                return stride(from: 0, to: values.count - 1, by: 2).map { Point(x: values[values.startIndex + $0], y: values[values.startIndex + $0 + 1]) }
            }
            switch kind {
            case "grad":
                guard let x0 = n(1), let y0 = n(2), let x1 = n(3), let y1 = n(4), let from = c(5), let to = c(6) else { return nil }
                let rect = n(7).flatMap { x in n(8).flatMap { y in n(9).flatMap { w in n(10).map { h in Rect(x, y, w, h) } } } }
                return .gradient(x0: x0, y0: y0, x1: x1, y1: y1, from: from, to: to, rect: rect)
            case "circle":
                guard let x = n(1), let y = n(2), let r = n(3), let color = c(4) else { return nil }
                return .circle(x: x, y: y, radius: r, color: color)
            case "ring":
                guard let x = n(1), let y = n(2), let r = n(3), let width = n(4), let color = c(5) else { return nil }
                return .ring(x: x, y: y, radius: r, width: width, color: color)
            case "rect":
                guard let x = n(1), let y = n(2), let w = n(3), let h = n(4), let r = n(5), let color = c(6) else { return nil }
                return .rect(Rect(x, y, w, h), radius: r, color: color)
            case "poly":
                guard let color = c(1) else { return nil }
                return .polygon(points(from: 2), color: color)
            case "stroke":
                guard let width = n(1), let color = c(2) else { return nil }
                return .stroke(points(from: 3), width: width, color: color)
            default:
                return nil
            }
        }
    }

    /// A JSON scalar as the shapes use them.
    struct JSONValue: Sendable {
        let string: String?
        let number: Double?
        init(_ any: Any) {
            string = any as? String
            number = (any as? NSNumber).flatMap { any is String ? nil : $0.doubleValue }
        }
    }
}

fileprivate extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
