/// A readable text tree of a view and its subviews, for tests, traces and the command line.
///
/// One view per line, indented two spaces per level, subviews back to front:
///
///     Window "window" (0, 0, 390, 844)
///       View "card" (20, 100, 350, 200) alpha=0.5 background=#FF0000 cornerRadius=12 clips
///         Label "title" (16, 16, 318, 21) text="Hello"
///
/// Each line has the kind, the name in quotes (when set), the frame, then only what differs
/// from the defaults, in a fixed order. Numbers print through `formatNumber`, so the text is
/// stable enough to compare verbatim.
extension View {
    /// The tree below and including this view; `presentation` prints on-screen values instead of model values.
    public func dump(presentation: Bool = false) -> String {
        var lines: [String] = []
        appendDumpLines(to: &lines, depth: 0, source: presentation ? .presentation : .model)
        return lines.joined(separator: "\n")
    }

    /// This view's line, without indentation or subviews.
    public func dumpLine(presentation: Bool = false) -> String {
        dumpLine(presentation ? .presentation : .model)
    }

    private func appendDumpLines(to lines: inout [String], depth: Int, source: PropertySource) {
        lines.append(String(repeating: "  ", count: depth) + dumpLine(source))
        for subview in subviews { subview.appendDumpLines(to: &lines, depth: depth + 1, source: source) }
    }

    private func dumpLine(_ source: PropertySource) -> String {
        let values = properties(source)
        let defaults = LayerProperties()
        var items = [kindName]
        if let name { items.append(name.debugDescription) }
        if tag != 0 { items.append("tag=\(tag)") }
        items.append(values.frame.description)
        if values.bounds.origin != .zero { items.append("boundsOrigin=\(format(values.bounds.origin))") }
        if values.anchorPoint != defaults.anchorPoint { items.append("anchor=\(format(values.anchorPoint))") }
        if !values.transform.isIdentity { items.append("transform=\(values.transform)") }
        if let t = values.transform3D { items.append("layer.transform=\(t)") }
        if values.alpha != defaults.alpha { items.append("alpha=\(formatNumber(values.alpha))") }
        if let color = values.backgroundColor { items.append("background=\(color)") }
        if values.cornerRadius != defaults.cornerRadius { items.append("cornerRadius=\(formatNumber(values.cornerRadius))") }
        if isHidden { items.append("hidden") }
        if clipsToBounds { items.append("clips") }
        items.append(contentsOf: dumpDetails)
        return items.joined(separator: " ")
    }

    private func format(_ point: Point) -> String { "(\(formatNumber(point.x)), \(formatNumber(point.y)))" }
}
