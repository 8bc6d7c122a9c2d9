import Stagecraft

/// One trace frame's views as a tree, the shape both renderers walk.
///
/// The trace lists views back to front with parents first; children keep that order, so drawing
/// each node then its children paints in the order UIKit composites.
public struct Scene {
    public let views: [ViewSample]
    /// For each view, the indices of its subviews, back to front.
    public let children: [[Int]]
    /// Views without a parent in the frame (normally just the window).
    public let roots: [Int]
    /// Each view's superview index, nil for roots.
    public let parents: [Int?]

    public init(_ frame: TraceFrame) {
        views = frame.views
        var children = Array(repeating: [Int](), count: views.count)
        var roots: [Int] = []
        var parents = [Int?](repeating: nil, count: views.count)
        var position: [Int: Int] = [:]
        for (index, view) in views.enumerated() {
            position[view.id] = index
            // A parent missing from the frame (a hand-edited trace) makes the view a root rather
            // than dropping it.
            if let parent = view.parent, let at = position[parent] {
                children[at].append(index)
                parents[index] = at
            } else {
                roots.append(index)
            }
        }
        // A higher zPosition draws in front of its siblings; equal ones keep the subview order (L1.5).
        self.children = children.map { list in
            guard list.contains(where: { frame.views[$0].values.style.zPosition != 0 }) else { return list }
            return list.enumerated().sorted {
                let (a, b) = (frame.views[$0.element].values.style.zPosition, frame.views[$1.element].values.style.zPosition)
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
        }
        self.roots = roots
        self.parents = parents
    }

    /// The flattened step from view `index`'s bounds to its superview's when it is projective (a 3D
    /// layer transform or a superview's sublayer transform, L2.5); nil for the affine common case.
    /// The same maths as `View.transform3DToSuperview`.
    public func projectiveStep(_ index: Int) -> ProjectiveTransform? {
        let values = views[index].values
        let parent = parents[index].map { views[$0].values }
        let sublayer = parent?.sublayerTransform
        guard values.transform3D != nil || sublayer != nil else { return nil }
        let bounds = values.bounds
        let anchor = Point(x: bounds.origin.x + values.anchorPoint.x * bounds.width, y: bounds.origin.y + values.anchorPoint.y * bounds.height)
        var t = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(values.layerTransform)
            .concatenating(Transform3D(translationX: values.center.x, y: values.center.y, z: values.style.zPosition))
        if let parent, let sublayer {
            let b = parent.bounds
            let pivot = Point(x: b.origin.x + parent.anchorPoint.x * b.width, y: b.origin.y + parent.anchorPoint.y * b.height)
            t = t.concatenating(Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0)).concatenating(sublayer)
                .concatenating(Transform3D(translationX: pivot.x, y: pivot.y, z: 0))
        }
        return ProjectiveTransform(flattening: t)
    }

    /// The size of the first root (the window), which is the size of the canvas.
    public var rootSize: Size? {
        roots.first.map { views[$0].values.bounds.size }
    }
}

extension ViewSample {
    /// Maps this view's bounds space to its superview's (T10.2): the anchor to the origin, the
    /// transform about it, then the anchor to `center`. The same maths as `View+Conversion`.
    public var transformToSuperview: AffineTransform {
        let bounds = values.bounds
        let anchor = Point(
            x: bounds.origin.x + values.anchorPoint.x * bounds.width,
            y: bounds.origin.y + values.anchorPoint.y * bounds.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(values.transform)
            .concatenating(AffineTransform(translationX: values.center.x, y: values.center.y))
    }

    /// The value of a `key=value` detail, as the view dump writes it (`text="Hi"` gives `Hi`).
    public func detail(_ key: String) -> String? {
        let prefix = key + "="
        guard let item = details.first(where: { $0.hasPrefix(prefix) }) else { return nil }
        let raw = String(item.dropFirst(prefix.count))
        return raw.hasPrefix("\"") ? unquoteSwiftLiteral(raw) : raw
    }
}

/// Undoes Swift's `debugDescription` quoting of a string: `"a\"b\n"` gives `a"b` and a newline.
/// Unknown escapes are kept as written, so a malformed detail still shows something.
func unquoteSwiftLiteral(_ literal: String) -> String {
    var scalars = Array(literal.unicodeScalars)
    if scalars.first == "\"" { scalars.removeFirst() }
    if scalars.last == "\"" { scalars.removeLast() }
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        guard scalar == "\\", index < scalars.count else {
            out.append(scalar)
            continue
        }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "0": out.append("\0")
        case "\"", "\\", "'": out.append(escape)
        case "u" where index < scalars.count && scalars[index] == "{":
            var hex = ""
            var end = index + 1
            while end < scalars.count, scalars[end] != "}" {
                hex.unicodeScalars.append(scalars[end])
                end += 1
            }
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value), end < scalars.count {
                out.append(decoded)
                index = end + 1
            } else {
                out.append("\\")
                out.append(escape)
            }
        default:
            out.append("\\")
            out.append(escape)
        }
    }
    return String(out)
}
