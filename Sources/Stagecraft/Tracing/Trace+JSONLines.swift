/// The trace as JSON Lines: a header, then each frame followed by the events that happened after
/// it (before the next frame). Keys come in a fixed order, numbers through `formatNumber`, and a
/// view's values only where they differ from the defaults, so traces diff well and the same run
/// always gives the same bytes. Written into one byte buffer (`JSONBytes`), field by field.
extension Trace {
    /// With `touches`, each frame where fingers are down also lists them (`"touches":[[x,y],…]`),
    /// for the studio to draw; golden traces and files on disk leave them out, so their bytes
    /// stay what they were.
    public func jsonLines(touches: Bool = false) -> String {
        String(decoding: jsonLinesBytes(touches: touches), as: UTF8.self)
    }

    /// `jsonLines(touches:)` as UTF-8 bytes, for writers that need no `String`.
    public func jsonLinesBytes(touches: Bool = false) -> [UInt8] {
        // About 150 bytes a view: one reservation instead of a dozen doublings for a long trace.
        var json = JSONBytes(capacity: 256 + frames.reduce(0) { $0 + 150 * $1.views.count } + 200 * events.count)
        json.raw("{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":")
        json.number(frameRate)
        json.raw("}\n")
        var pending = events[...]
        for frame in frames {
            Self.write(frame, touches: touches, to: &json)
            while let event = pending.first, event.frame <= frame.index {
                Self.write(event, to: &json)
                pending = pending.dropFirst()
            }
        }
        for event in pending { Self.write(event, to: &json) }
        return json.bytes
    }

    /// One frame's line, its newline included.
    static func write(_ frame: TraceFrame, touches: Bool, to json: inout JSONBytes) {
        json.raw("{\"type\":\"frame\",\"frame\":")
        json.integer(frame.index)
        json.raw(",\"time\":")
        json.number(frame.time)
        json.raw(",\"views\":[")
        for (index, view) in frame.views.enumerated() {
            if index > 0 { json.raw(UInt8(ascii: ",")) }
            write(view, to: &json)
        }
        json.raw("]")
        // The animations first seen at this frame (SD2.5): a key of the frame's record, which
        // readers that do not know it skip, and only where there are some.
        if !frame.animations.isEmpty {
            json.raw(",\"animations\":[")
            for (index, animation) in frame.animations.enumerated() {
                if index > 0 { json.raw(UInt8(ascii: ",")) }
                write(animation, to: &json)
            }
            json.raw("]")
        }
        if touches, !frame.touches.isEmpty {
            json.raw(",\"touches\":[")
            for (index, touch) in frame.touches.enumerated() {
                if index > 0 { json.raw(UInt8(ascii: ",")) }
                json.numbers(touch.x, touch.y)
            }
            json.raw("]")
        }
        json.raw("}\n")
    }

    static func write(_ animation: TraceAnimation, to json: inout JSONBytes) {
        json.raw("{\"curve\":")
        json.string(animation.curve)
        json.raw(",\"start\":")
        json.number(animation.start)
        json.raw(",\"duration\":")
        json.number(animation.duration)
        if animation.repeatCount == .infinity {
            json.raw(",\"forever\":true")
        } else if animation.repeatCount != 1 {
            json.raw(",\"repeatCount\":")
            json.number(animation.repeatCount)
        }
        if animation.autoreverses { json.raw(",\"autoreverses\":true") }
        json.raw(",\"views\":[")
        for (index, target) in animation.targets.enumerated() {
            if index > 0 { json.raw(UInt8(ascii: ",")) }
            json.raw("{\"keys\":")
            json.strings(target.keys)
            json.raw(",\"from\":")
            write(target.from, to: &json)
            json.raw("}")
        }
        json.raw("]}")
    }

    /// One event's line, its newline included.
    static func write(_ event: TraceEvent, to json: inout JSONBytes) {
        json.raw("{\"type\":\"event\",\"frame\":")
        json.integer(event.frame)
        json.raw(",\"time\":")
        json.number(event.time)
        json.raw(",\"category\":")
        json.string(event.category.rawValue)
        json.raw(",\"subject\":")
        json.string(event.subject)
        json.raw(",\"name\":")
        json.string(event.name)
        json.raw(",\"detail\":")
        json.string(event.detail)
        json.raw("}\n")
    }

    static func write(_ view: ViewSample, to json: inout JSONBytes) {
        let values = view.values
        json.raw("{\"id\":")
        json.integer(view.id)
        if let parent = view.parent {
            json.raw(",\"parent\":")
            json.integer(parent)
        }
        if let name = view.name {
            json.raw(",\"name\":")
            json.string(name)
        }
        json.raw(",\"kind\":")
        json.string(view.kind)
        json.raw(",\"center\":")
        json.numbers(values.center.x, values.center.y)
        json.raw(",\"size\":")
        json.numbers(values.bounds.width, values.bounds.height)
        if values.bounds.origin != .zero {
            json.raw(",\"boundsOrigin\":")
            json.numbers(values.bounds.minX, values.bounds.minY)
        }
        if values.anchorPoint != Self.defaultAnchorPoint {
            json.raw(",\"anchor\":")
            json.numbers(values.anchorPoint.x, values.anchorPoint.y)
        }
        let t = values.transform
        if !t.isIdentity {
            json.raw(",\"transform\":")
            json.numbers(t.a, t.b, t.c, t.d, t.tx, t.ty)
        }
        if values.alpha != 1 {
            json.raw(",\"alpha\":")
            json.number(values.alpha)
        }
        if let color = values.backgroundColor {
            json.raw(",\"background\":")
            json.string(color.description)
        }
        if values.cornerRadius != 0 {
            json.raw(",\"cornerRadius\":")
            json.number(values.cornerRadius)
        }
        writeLayerFields(values.style, to: &json)
        if view.isHidden { json.raw(",\"hidden\":true") }
        if view.clipsToBounds { json.raw(",\"clips\":true") }
        if !view.details.isEmpty {
            json.raw(",\"details\":")
            json.strings(view.details)
        }
        json.raw("}")
    }

    private static let defaultAnchorPoint = LayerProperties().anchorPoint

    /// The layer style's fields, each after a comma, only those that differ from Core Animation's
    /// defaults, so traces of views without layer styling keep their bytes.
    static func writeLayerFields(_ style: LayerStyle, to json: inout JSONBytes) {
        guard style != .standard else { return }
        if style.maskedCorners != .all {
            json.raw(",\"maskedCorners\":")
            json.integer(style.maskedCorners.rawValue)
        }
        if style.borderWidth != 0 {
            json.raw(",\"border\":[")
            json.number(style.borderWidth)
            json.raw(UInt8(ascii: ","))
            json.string(style.borderColor.description)
            json.raw("]")
        }
        if style.hasShadow {
            let s = style
            json.raw(",\"shadow\":[")
            json.string(s.shadowColor.description)
            for value in [s.shadowOpacity, s.shadowRadius, s.shadowOffset.width, s.shadowOffset.height] {
                json.raw(UInt8(ascii: ","))
                json.number(value)
            }
            json.raw("]")
            if let path = s.shadowPath {
                json.raw(",\"shadowPath\":")
                json.string(path.svg)
            }
        }
        if style.zPosition != 0 {
            json.raw(",\"zPosition\":")
            json.number(style.zPosition)
        }
        if let mask = style.mask {
            json.raw(",\"mask\":")
            json.string(mask.svg)
        }
        // 3D (L2.4–L2.6): only when set, so 2D traces keep their bytes.
        if let t = style.transform3D {
            json.raw(",\"transform3D\":")
            writeMatrix(t, to: &json)
        }
        if let t = style.sublayerTransform {
            json.raw(",\"sublayerTransform\":")
            writeMatrix(t, to: &json)
        }
        if !style.isDoubleSided { json.raw(",\"doubleSided\":false") }
        // A visual effect view's blur (T12.3): the style and the amount on screen, which renderers
        // turn into a radius and a tint (docs/blur.md).
        if let blur = style.blurStyle {
            json.raw(",\"blur\":[")
            json.string(blur.rawValue)
            json.raw(UInt8(ascii: ","))
            json.number(style.blurAmount)
            json.raw("]")
        }
    }

    /// The sixteen entries with eight significant digits: perspective lives in small numbers
    /// (m34 = −1/700 ≈ −0.00142857) that `formatNumber`'s four decimals would coarsen.
    static func writeMatrix(_ t: Transform3D, to json: inout JSONBytes) {
        json.raw("[")
        for (index, entry) in t.entries.enumerated() {
            if index > 0 { json.raw(UInt8(ascii: ",")) }
            json.verbatim(abs(entry) < 1e-12 ? "0" : formatSignificant(entry))
        }
        json.raw("]")
    }
}
