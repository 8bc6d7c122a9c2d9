/// Paths in traces: SVG path data (`M x y L x y C … Z`), which the HTML player hands to
/// `Path2D` as is and the renderer reads back with `init?(svg:)`.
extension PathData {
    public var svg: String {
        var parts: [String] = []
        func p(_ point: Point) -> String { "\(formatNumber(point.x)) \(formatNumber(point.y))" }
        for element in elements {
            switch element {
            case .move(let a): parts.append("M\(p(a))")
            case .line(let a): parts.append("L\(p(a))")
            case .curve(let a, let b, let c): parts.append("C\(p(a)) \(p(b)) \(p(c))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// Reads what `svg` writes (absolute M, L, C and Z only); nil for anything else.
    public init?(svg text: String) {
        var elements: [Element] = []
        var command: Character?
        var numbers: [Double] = []
        func flush() -> Bool {
            guard let command else { return numbers.isEmpty }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
            switch (command, points.count, numbers.count % 2) {
            case ("M", 1, 0): elements.append(.move(points[0]))
            case ("L", 1, 0): elements.append(.line(points[0]))
            case ("C", 3, 0): elements.append(.curve(points[0], points[1], points[2]))
            case ("Z", 0, 0): elements.append(.close)
            default: return false
            }
            numbers.removeAll()
            return true
        }
        var token = ""
        for ch in text + " " {
            if "MLCZ".contains(ch) || ch == " " || ch == "," {
                if !token.isEmpty {
                    guard let value = Double(token), value.isFinite else { return nil }
                    numbers.append(value)
                    token = ""
                }
                if "MLCZ".contains(ch) {
                    guard flush() else { return nil }
                    command = ch
                }
            } else {
                token.append(ch)
            }
        }
        guard flush() else { return nil }
        self.init(elements: elements)
    }
}
