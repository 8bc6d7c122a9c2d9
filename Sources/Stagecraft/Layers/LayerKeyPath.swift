/// Which property an explicit animation's key path animates, and how a `LayerValue` sets it.
///
/// The value is written into a copy of the model and read back as the key's lanes, so partial key
/// paths (`position.x`, `transform.scale`) keep the rest of the property at its model value.
/// `transform.scale`/`.rotation`/`.translation` replace the whole transform, as Core Animation's
/// value functions do; `transform.rotation.x`/`.y` turn the layer in 3D (L2.3).
struct LayerKeyPath {
    let key: AnimatableKey
    let write: (LayerValue, inout LayerProperties) -> Bool

    init?(_ path: String) {
        func number(_ value: LayerValue) -> Double? { if case .number(let n) = value { n } else { nil } }
        func numeric(_ key: AnimatableKey, _ set: @escaping (Double, inout LayerProperties) -> Void) -> (AnimatableKey, (LayerValue, inout LayerProperties) -> Bool) {
            (key, { value, p in guard let n = number(value), n.isFinite else { return false }; set(n, &p); return true })
        }
        let entry: (AnimatableKey, (LayerValue, inout LayerProperties) -> Bool)
        switch path {
        case "opacity": entry = numeric(.alpha) { $1.alpha = min(max($0, 0), 1) }
        case "cornerRadius": entry = numeric(.cornerRadius) { $1.cornerRadius = max($0, 0) }
        case "borderWidth": entry = numeric(.borderWidth) { $1.style.borderWidth = max($0, 0) }
        case "shadowOpacity": entry = numeric(.shadowOpacity) { $1.style.shadowOpacity = min(max($0, 0), 1) }
        case "shadowRadius": entry = numeric(.shadowRadius) { $1.style.shadowRadius = max($0, 0) }
        case "position.x": entry = numeric(.center) { $1.center.x = $0 }
        case "position.y": entry = numeric(.center) { $1.center.y = $0 }
        case "transform.scale": entry = numeric(.transform) { $1.transform = AffineTransform(scaleX: $0, y: $0) }
        case "transform.scale.x": entry = numeric(.transform) { $1.transform = AffineTransform(scaleX: $0, y: 1) }
        case "transform.scale.y": entry = numeric(.transform) { $1.transform = AffineTransform(scaleX: 1, y: $0) }
        case "transform.rotation", "transform.rotation.z": entry = numeric(.transform) { $1.transform = AffineTransform(rotationAngle: $0) }
        case "transform.translation.x": entry = numeric(.transform) { $1.transform = AffineTransform(translationX: $0, y: 0) }
        case "transform.translation.y": entry = numeric(.transform) { $1.transform = AffineTransform(translationX: 0, y: $0) }
        case "position":
            entry = (.center, { v, p in guard case .point(let q) = v, q.isFinite else { return false }; p.center = q; return true })
        case "bounds":
            entry = (.bounds, { v, p in guard case .rect(let r) = v, r.isFinite else { return false }; p.bounds = r.standardized; return true })
        case "bounds.size":
            entry = (.bounds, { v, p in guard case .size(let s) = v, s.isFinite else { return false }; p.bounds.size = s; return true })
        case "shadowOffset":
            entry = (.shadowOffset, { v, p in guard case .size(let s) = v, s.isFinite else { return false }; p.style.shadowOffset = s; return true })
        case "backgroundColor":
            entry = (.backgroundColor, { v, p in guard case .color(let c) = v else { return false }; p.backgroundColor = c; return true })
        case "borderColor":
            entry = (.borderColor, { v, p in guard case .color(let c) = v else { return false }; p.style.borderColor = c ?? .clear; return true })
        case "shadowColor":
            entry = (.shadowColor, { v, p in guard case .color(let c) = v else { return false }; p.style.shadowColor = c ?? .clear; return true })
        case "transform.rotation.x": entry = numeric(.transform3D) { $1.setLayerTransform(Transform3D(rotationAngle: $0, x: 1, y: 0, z: 0)) }
        case "transform.rotation.y": entry = numeric(.transform3D) { $1.setLayerTransform(Transform3D(rotationAngle: $0, x: 0, y: 1, z: 0)) }
        case "transform":
            // The layer's whole CATransform3D (a 2D value is one in the plane), by decomposition (L2.3).
            entry = (.transform3D, { v, p in
                switch v {
                case .transform(let t) where t.isFinite: p.setLayerTransform(Transform3D(t))
                case .transform3D(let t) where t.isFinite: p.setLayerTransform(t)
                default: return false
                }
                return true
            })
        case "sublayerTransform":
            entry = (.sublayerTransform, { v, p in
                switch v {
                case .transform(let t) where t.isFinite: p.style.sublayerTransform = Transform3D(t).isIdentity ? nil : Transform3D(t)
                case .transform3D(let t) where t.isFinite: p.style.sublayerTransform = t.isIdentity ? nil : t
                default: return false
                }
                return true
            })
        case "path":
            entry = (.maskPath, { v, p in guard case .path(let d) = v else { return false }; p.style.mask = d ?? PathData(); return true })
        default: return nil
        }
        (key, write) = entry
    }

    /// The lanes of `value` for this key path, starting from `base` (the model); nil when the value
    /// has the wrong kind, or is a path that is no rounded rectangle.
    func lanes(_ value: LayerValue, over base: LayerProperties) -> AnimatableValue? {
        var properties = base
        guard write(value, &properties) else { return nil }
        if key == .maskPath, properties.style.mask?.roundedRect == nil { return nil }
        return properties.value(of: key)
    }
}
