/// Conversion and hit-testing through 3D transforms (L2.4–L2.5).
///
/// Core Animation flattens every layer's sublayers into its plane, so the step from a view's
/// bounds to its superview's is a projective map of the plane: the view's 4×4 transform about
/// its anchor (its `zPosition` as depth), then the superview's `sublayerTransform` about the
/// superview's anchor, with z dropped. Steps compose as 3×3 matrices, and only chains that hold
/// such a step take this path: 2D trees keep the affine one in View+Conversion.swift.
extension View {
    /// True when the step to the superview is no affine map.
    func stepIsProjective(_ source: PropertySource) -> Bool {
        guard let superview else { return false }
        return properties(source).transform3D != nil || superview.properties(source).sublayerTransform != nil
    }

    /// The view's 4×4 transform from its bounds space to its superview's, before flattening.
    func transform3DToSuperview(_ source: PropertySource) -> Transform3D {
        let values = properties(source)
        let anchor = Point(
            x: values.bounds.origin.x + values.anchorPoint.x * values.bounds.width,
            y: values.bounds.origin.y + values.anchorPoint.y * values.bounds.height)
        var t = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(values.layerTransform)
            .concatenating(Transform3D(translationX: values.center.x, y: values.center.y, z: values.style.zPosition))
        if let parent = superview, let sublayer = parent.properties(source).sublayerTransform {
            let p = parent.properties(source)
            let pivot = Point(x: p.bounds.origin.x + p.anchorPoint.x * p.bounds.width, y: p.bounds.origin.y + p.anchorPoint.y * p.bounds.height)
            t = t.concatenating(Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0))
                .concatenating(sublayer)
                .concatenating(Transform3D(translationX: pivot.x, y: pivot.y, z: 0))
        }
        return t
    }

    /// The flattened step to the superview's bounds space.
    func projectiveToSuperview(_ source: PropertySource) -> ProjectiveTransform {
        stepIsProjective(source) ? ProjectiveTransform(flattening: transform3DToSuperview(source)) : ProjectiveTransform(transformToSuperview(source))
    }

    func projective(toAncestor ancestor: View?, _ source: PropertySource) -> ProjectiveTransform {
        var result = ProjectiveTransform.identity
        var node = self
        while node !== ancestor, let parent = node.superview {
            result = result.concatenating(node.projectiveToSuperview(source))
            node = parent
        }
        return result
    }

    /// True when a conversion between this view and `other` (the root when nil) passes through a
    /// projective step; walks both chains to the root, which is cheap next to the conversion.
    func conversionIsProjective(with other: View?, _ source: PropertySource) -> Bool {
        for start in [self, other] {
            var node = start
            while let current = node {
                if current.stepIsProjective(source) { return true }
                node = current.superview
            }
        }
        return false
    }

    /// `conversion(to:)` through projective steps.
    func projectiveConversion(to target: View?, _ source: PropertySource, _ operation: String) -> ProjectiveTransform? {
        guard let target else { return projective(toAncestor: nil, source) }
        guard let common = nearestCommonAncestor(with: target) else {
            reportConversionMisuse(operation, "\(self) and \(target) are not in the same window or tree")
            return nil
        }
        guard let inverse = target.projective(toAncestor: common, source).inverse else {
            reportConversionMisuse(operation, "\(target) is seen edge-on or collapsed by its transform")
            return nil
        }
        return projective(toAncestor: common, source).concatenating(inverse)
    }

    func projectiveConversion(from origin: View?, _ source: PropertySource, _ operation: String) -> ProjectiveTransform? {
        if let origin { return origin.projectiveConversion(to: self, source, operation) }
        guard let inverse = projective(toAncestor: nil, source).inverse else {
            reportConversionMisuse(operation, "\(self) is seen edge-on or collapsed in window coordinates")
            return nil
        }
        return inverse
    }
}
