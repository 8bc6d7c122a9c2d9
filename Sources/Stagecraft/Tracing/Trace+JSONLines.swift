/// The trace as JSON Lines: a header, then each frame followed by the events that happened after
/// it (before the next frame). Keys come in a fixed order, numbers through `formatNumber`, and a
/// view's values only where they differ from the defaults, so traces diff well and the same run
/// always gives the same bytes.
extension Trace {
    /// With `touches`, each frame where fingers are down also lists them (`"touches":[[x,y],…]`),
    /// for the studio to draw; golden traces and files on disk leave them out, so their bytes
    /// stay what they were.
    public func jsonLines(touches: Bool = false) -> String {
        var lines = ["{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":\(formatNumber(frameRate))}"]
        var pending = events[...]
        for frame in frames {
            lines.append(Self.line(frame, touches: touches))
            while let event = pending.first, event.frame <= frame.index {
                lines.append(Self.line(event))
                pending = pending.dropFirst()
            }
        }
        lines.append(contentsOf: pending.map(Self.line))
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(_ frame: TraceFrame, touches: Bool = false) -> String {
        var line = "{\"type\":\"frame\",\"frame\":\(frame.index),\"time\":\(formatNumber(frame.time)),\"views\":[\(frame.views.map(json).joined(separator: ","))]"
        // The animations first seen at this frame (SD2.5): a key of the frame's record, which
        // readers that do not know it skip, and only where there are some.
        if !frame.animations.isEmpty { line += ",\"animations\":[\(frame.animations.map(json).joined(separator: ","))]" }
        if touches, !frame.touches.isEmpty { line += ",\"touches\":[\(frame.touches.map { numbers($0.x, $0.y) }.joined(separator: ","))]" }
        return line + "}"
    }

    static func json(_ animation: TraceAnimation) -> String {
        var fields = ["\"curve\":\(jsonString(animation.curve))", "\"start\":\(formatNumber(animation.start))",
                      "\"duration\":\(formatNumber(animation.duration))"]
        if animation.repeatCount == .infinity {
            fields.append("\"forever\":true")
        } else if animation.repeatCount != 1 {
            fields.append("\"repeatCount\":\(formatNumber(animation.repeatCount))")
        }
        if animation.autoreverses { fields.append("\"autoreverses\":true") }
        let targets = animation.targets.map { "{\"keys\":[\($0.keys.map(jsonString).joined(separator: ","))],\"from\":\(json($0.from))}" }
        fields.append("\"views\":[\(targets.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func line(_ event: TraceEvent) -> String {
        "{\"type\":\"event\",\"frame\":\(event.frame),\"time\":\(formatNumber(event.time)),\"category\":\(jsonString(event.category.rawValue)),\"subject\":\(jsonString(event.subject)),\"name\":\(jsonString(event.name)),\"detail\":\(jsonString(event.detail))}"
    }

    static func json(_ view: ViewSample) -> String {
        let values = view.values
        let defaults = LayerProperties()
        var fields = ["\"id\":\(view.id)"]
        if let parent = view.parent { fields.append("\"parent\":\(parent)") }
        if let name = view.name { fields.append("\"name\":\(jsonString(name))") }
        fields.append("\"kind\":\(jsonString(view.kind))")
        fields.append("\"center\":\(numbers(values.center.x, values.center.y))")
        fields.append("\"size\":\(numbers(values.bounds.width, values.bounds.height))")
        if values.bounds.origin != .zero { fields.append("\"boundsOrigin\":\(numbers(values.bounds.minX, values.bounds.minY))") }
        if values.anchorPoint != defaults.anchorPoint { fields.append("\"anchor\":\(numbers(values.anchorPoint.x, values.anchorPoint.y))") }
        let t = values.transform
        if !t.isIdentity { fields.append("\"transform\":\(numbers(t.a, t.b, t.c, t.d, t.tx, t.ty))") }
        if values.alpha != 1 { fields.append("\"alpha\":\(formatNumber(values.alpha))") }
        if let color = values.backgroundColor { fields.append("\"background\":\(jsonString(color.description))") }
        if values.cornerRadius != 0 { fields.append("\"cornerRadius\":\(formatNumber(values.cornerRadius))") }
        fields.append(contentsOf: layerFields(values.style))
        if view.isHidden { fields.append("\"hidden\":true") }
        if view.clipsToBounds { fields.append("\"clips\":true") }
        if !view.details.isEmpty { fields.append("\"details\":[\(view.details.map(jsonString).joined(separator: ","))]") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The layer style's fields, only those that differ from Core Animation's defaults, so traces
    /// of views without layer styling keep their bytes.
    static func layerFields(_ style: LayerStyle) -> [String] {
        guard style != .standard else { return [] }
        var fields: [String] = []
        if style.maskedCorners != .all { fields.append("\"maskedCorners\":\(style.maskedCorners.rawValue)") }
        if style.borderWidth != 0 {
            fields.append("\"border\":[\(formatNumber(style.borderWidth)),\(jsonString(style.borderColor.description))]")
        }
        if style.hasShadow {
            let s = style
            fields.append("\"shadow\":[\(jsonString(s.shadowColor.description)),\(formatNumber(s.shadowOpacity)),\(formatNumber(s.shadowRadius)),\(formatNumber(s.shadowOffset.width)),\(formatNumber(s.shadowOffset.height))]")
            if let path = s.shadowPath { fields.append("\"shadowPath\":\(jsonString(path.svg))") }
        }
        if style.zPosition != 0 { fields.append("\"zPosition\":\(formatNumber(style.zPosition))") }
        if let mask = style.mask { fields.append("\"mask\":\(jsonString(mask.svg))") }
        // 3D (L2.4–L2.6): only when set, so 2D traces keep their bytes.
        if let t = style.transform3D { fields.append("\"transform3D\":\(matrix(t))") }
        if let t = style.sublayerTransform { fields.append("\"sublayerTransform\":\(matrix(t))") }
        if !style.isDoubleSided { fields.append("\"doubleSided\":false") }
        // A visual effect view's blur (T12.3): the style and the amount on screen, which renderers
        // turn into a radius and a tint (docs/blur.md).
        if let blur = style.blurStyle { fields.append("\"blur\":[\(jsonString(blur.rawValue)),\(formatNumber(style.blurAmount))]") }
        return fields
    }

    /// The sixteen entries with eight significant digits: perspective lives in small numbers
    /// (m34 = −1/700 ≈ −0.00142857) that `formatNumber`'s four decimals would coarsen.
    static func matrix(_ t: Transform3D) -> String {
        "[" + t.entries.map { abs($0) < 1e-12 ? "0" : formatSignificant($0) }.joined(separator: ",") + "]"
    }

    private static func numbers(_ values: Double...) -> String {
        "[" + values.map(formatNumber).joined(separator: ",") + "]"
    }
}

/// A JSON string literal for `text`.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
