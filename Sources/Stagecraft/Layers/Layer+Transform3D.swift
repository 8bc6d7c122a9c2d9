/// `layer.transform`, `sublayerTransform` and `isDoubleSided` (L2.4–L2.6).
///
/// A 2D view keeps its transform in `LayerProperties.transform` alone; only a layer given a
/// matrix that is no affine transform stores one (in its style box), so the per-frame cost of
/// the common view does not change. `view.transform` always reads the affine part, as UIKit's
/// does (`CATransform3DGetAffineTransform`).
extension Layer {
    /// The layer's transform about its anchor point. Inside a view animation block it animates;
    /// an affine change between affine values is the view's `transform` change (additive, 2D),
    /// anything else interpolates by decomposition (L2.3).
    public var transform: Transform3D {
        get { view.model.layerTransform }
        set {
            guard newValue.isFinite else { return view.refuse("layer.transform", "\(newValue) has a non-finite component") }
            if newValue.isAffine, view.model.transform3D == nil, view.animationSlots[.transform3D] == nil {
                view.transform = newValue.affine
                return
            }
            // One animation drives the transform: a 2D one running is taken over.
            if Engine.currentAnimationContext?.group != nil, let owner = view.animationSlots[.transform] {
                for running in owner.additiveStack(of: view, .transform)?.groups ?? [owner] { running.yield(view, .transform) }
                view.animationSlots[.transform] = nil
            }
            view.changeModel(.transform3D) { $0.setLayerTransform(newValue) }
        }
    }

    /// Applied to the sublayers about this layer's anchor point before they are flattened into its
    /// plane (the usual home of a shared perspective, `m34`). Animates inside view animation blocks
    /// and through `CABasicAnimation(keyPath: "sublayerTransform")`, by decomposition (L2.9).
    public var sublayerTransform: Transform3D {
        get { view.model.sublayerTransform ?? .identity }
        set {
            guard newValue.isFinite else { return view.refuse("layer.sublayerTransform", "\(newValue) has a non-finite component") }
            let stored = newValue.isIdentity ? nil : newValue
            guard UncertainRules.sublayerTransformAnimatesInBlocks else { return setAtOnce { $0.sublayerTransform = stored } }
            view.changeModel(.sublayerTransform) { $0.style.sublayerTransform = stored }
        }
    }

    /// When false the layer is not drawn while its back faces the viewer (L2.6). Not animatable.
    public var isDoubleSided: Bool {
        get { view.model.style.isDoubleSided }
        set { setAtOnce { $0.isDoubleSided = newValue } }
    }
}
