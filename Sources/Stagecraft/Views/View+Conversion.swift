/// Which of a view's two sets of values a geometry query reads.
public enum PropertySource: String, Sendable, CaseIterable {
    /// What the app set: UIKit's answer for `convert`, `frame`, hit-testing.
    case model
    /// What is on screen now, mid-animation included: what snapshots and renderers need.
    case presentation
}

/// Converting points and rectangles between the coordinate spaces of views (T10.1–T10.3).
///
/// A view's coordinate space is its bounds space. A point `p` in it maps to the superview's
/// bounds space as `center + T·(p − bounds.origin − anchor·bounds.size)` (T10.2), with the
/// whole transform `T` (its translation included). Conversions compose that step up the tree
/// into one affine transform, so a rectangle costs no more than a point; a rectangle converts
/// as the bounding box of its four converted corners, as in UIKit.
///
/// A nil target means window coordinates: the bounds space of the window at the root, or of the
/// top-most ancestor when the view is not in a window (T10.1). Views in different trees, or a
/// target whose transform cannot be inverted (a zero scale), cannot be converted between: the
/// input comes back unchanged and a `.conversionMisuse` diagnostic is reported.
extension View {
    /// `point`, given in this view's bounds, in the bounds of `view` (window coordinates when nil).
    public func convert(_ point: Point, to view: View?, using source: PropertySource = .model) -> Point {
        if conversionIsProjective(with: view, source) {
            return projectiveConversion(to: view, source, "convert(_:to:)").flatMap { $0.apply(to: point) } ?? point
        }
        guard let transform = conversion(to: view, source, "convert(_:to:)") else { return point }
        return transform.apply(to: point)
    }

    /// `point`, given in the bounds of `view` (window coordinates when nil), in this view's bounds.
    public func convert(_ point: Point, from view: View?, using source: PropertySource = .model) -> Point {
        if conversionIsProjective(with: view, source) {
            return projectiveConversion(from: view, source, "convert(_:from:)").flatMap { $0.apply(to: point) } ?? point
        }
        guard let transform = conversion(from: view, source, "convert(_:from:)") else { return point }
        return transform.apply(to: point)
    }

    /// The bounding box of `rect` (in this view's bounds) in the bounds of `view`.
    public func convert(_ rect: Rect, to view: View?, using source: PropertySource = .model) -> Rect {
        if conversionIsProjective(with: view, source) {
            return projectiveConversion(to: view, source, "convert(_:to:)")?.apply(to: rect) ?? rect
        }
        guard let transform = conversion(to: view, source, "convert(_:to:)") else { return rect }
        return transform.apply(to: rect)
    }

    /// The bounding box of `rect` (in the bounds of `view`) in this view's bounds.
    public func convert(_ rect: Rect, from view: View?, using source: PropertySource = .model) -> Rect {
        if conversionIsProjective(with: view, source) {
            return projectiveConversion(from: view, source, "convert(_:from:)")?.apply(to: rect) ?? rect
        }
        guard let transform = conversion(from: view, source, "convert(_:from:)") else { return rect }
        return transform.apply(to: rect)
    }

    // MARK: - Transforms between spaces

    /// The model or presentation values.
    func properties(_ source: PropertySource) -> LayerProperties {
        source == .model ? model : presentation
    }

    /// Maps this view's bounds space to its superview's bounds space (T10.2): move the anchor
    /// to the origin, apply the transform about it, then put the anchor at `center`.
    func transformToSuperview(_ source: PropertySource) -> AffineTransform {
        let values = properties(source)
        let anchor = Point(
            x: values.bounds.origin.x + values.anchorPoint.x * values.bounds.width,
            y: values.bounds.origin.y + values.anchorPoint.y * values.bounds.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(values.transform)
            .concatenating(AffineTransform(translationX: values.center.x, y: values.center.y))
    }

    /// Maps this view's bounds space to the bounds space of `ancestor`, or of the root when
    /// `ancestor` is nil or not an ancestor.
    func transform(toAncestor ancestor: View?, _ source: PropertySource) -> AffineTransform {
        var result = AffineTransform.identity
        var node = self
        while node !== ancestor, let parent = node.superview {
            result = result.concatenating(node.transformToSuperview(source))
            node = parent
        }
        return result
    }

    /// The nearest view that is both `self` or an ancestor of it and `other` or an ancestor of it;
    /// nil when they are in different trees.
    func nearestCommonAncestor(with other: View) -> View? {
        var mine = Set<ObjectIdentifier>()
        var node: View? = self
        while let current = node {
            mine.insert(ObjectIdentifier(current))
            node = current.superview
        }
        node = other
        while let current = node {
            if mine.contains(ObjectIdentifier(current)) { return current }
            node = current.superview
        }
        return nil
    }

    /// Maps this view's bounds space to that of `target` (the root's when nil), or reports why not.
    /// Goes through the nearest common ancestor, so transforms above it (even a zero scale on a
    /// shared container) play no part.
    func conversion(to target: View?, _ source: PropertySource, _ operation: String) -> AffineTransform? {
        guard let target else { return transform(toAncestor: nil, source) }
        guard let common = nearestCommonAncestor(with: target) else {
            reportConversionMisuse(operation, "\(self) and \(target) are not in the same window or tree")
            return nil
        }
        let down = target.transform(toAncestor: common, source)
        guard let inverse = down.invertedIfPossible else {
            reportConversionMisuse(operation, "\(target) has a transform that cannot be inverted (\(down))")
            return nil
        }
        return transform(toAncestor: common, source).concatenating(inverse)
    }

    /// Maps the bounds space of `origin` (the root's when nil) to this view's, or reports why not.
    func conversion(from origin: View?, _ source: PropertySource, _ operation: String) -> AffineTransform? {
        if let origin { return origin.conversion(to: self, source, operation) }
        let up = transform(toAncestor: nil, source)
        guard let inverse = up.invertedIfPossible else {
            reportConversionMisuse(operation, "\(self) has a transform that cannot be inverted in window coordinates (\(up))")
            return nil
        }
        return inverse
    }

    func reportConversionMisuse(_ operation: String, _ reason: String) {
        Engine.current?.report(Diagnostic(
            kind: .conversionMisuse, message: "\(operation) returned its input unchanged: \(reason)", subject: displayName))
    }
}

extension AffineTransform {
    /// The inverse, or nil when the transform collapses the plane (zero determinant) or the
    /// inverse would not be finite. `inverted()` returns `self` in that case, as Core Graphics
    /// does, which would silently give a wrong answer.
    var invertedIfPossible: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = inverted()
        return inverse.isFinite ? inverse : nil
    }
}
