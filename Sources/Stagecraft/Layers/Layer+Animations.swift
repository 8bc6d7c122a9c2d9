/// `add(_:forKey:)` and friends: explicit animations by name, as on a `CALayer`.
extension Layer {
    /// Starts `animation`; an animation already running under `key` is removed first.
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        guard let engine = Engine.current else { return }
        let group = engine.addLayerAnimation(animation, to: view)
        if let key, let group { namedAnimations[key] = group }
    }

    /// Stops the animation added under `key` (its delegate hears `finished == false`).
    public func removeAnimation(forKey key: String) {
        guard let group = namedAnimations.removeValue(forKey: key), !group.isFinished else { return }
        group.removeTracks(of: view)
    }

    /// Stops every animation of the layer, view animations included (they share the layer).
    public func removeAllAnimations() {
        namedAnimations.removeAll()
        view.removeAllAnimations()
    }

    /// The keys of the named animations still running.
    public func animationKeys() -> [String] {
        namedAnimations = namedAnimations.filter { !$0.value.isFinished }
        return namedAnimations.keys.sorted()
    }
}

extension ShapeLayer {
    /// Starts `animation` on the shape; only a mask's animations are shown (its `path`).
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        guard let host, let engine = Engine.current else { return }
        engine.addLayerAnimation(animation, to: host, offset: frame.origin)
    }
}
