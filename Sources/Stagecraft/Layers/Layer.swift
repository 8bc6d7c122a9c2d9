/// A view's layer (UIKit's `view.layer`, a `CALayer`): another face of the same state.
///
/// UIKit views are backed by their layer, so the two share every value: `view.alpha` is
/// `layer.opacity`, `view.center` is `layer.position`, `clipsToBounds` is `masksToBounds` (L1.1).
/// Here the view owns the values (its `LayerProperties`) and this object reads and writes them,
/// so both faces stay one state and layer properties animate in view animation blocks where
/// UIKit animates them (L1.3).
public final class Layer {
    /// The view this layer backs; a layer lives exactly as long as its view keeps it.
    public unowned let view: View

    init(view: View) { self.view = view }

    /// The explicit animations added by name (`add(_:forKey:)`).
    var namedAnimations: [String: AnimationGroup] = [:]
    /// Storage of `mask`.
    var maskStorage: ShapeLayer?
    /// Storage of `speed`, `timeOffset` and `beginTime` (Layer+MediaTiming.swift).
    var timing = MediaTiming()

    // MARK: - Shared with the view

    public var opacity: Double { get { view.alpha } set { view.alpha = newValue } }
    public var position: Point { get { view.center } set { view.center = newValue } }
    public var bounds: Rect { get { view.bounds } set { view.bounds = newValue } }
    public var frame: Rect { get { view.frame } set { view.frame = newValue } }
    public var anchorPoint: Point { get { view.anchorPoint } set { view.anchorPoint = newValue } }
    public var cornerRadius: Double { get { view.cornerRadius } set { view.cornerRadius = newValue } }
    public var masksToBounds: Bool { get { view.clipsToBounds } set { view.clipsToBounds = newValue } }
    public var backgroundColor: Color? { get { view.backgroundColor } set { view.backgroundColor = newValue } }
    public var isHidden: Bool { get { view.isHidden } set { view.isHidden = newValue } }

    // MARK: - Layer only

    /// Which corners `cornerRadius` rounds (iOS 11). Not animatable.
    public var maskedCorners: CornerMask {
        get { view.model.style.maskedCorners }
        set { setAtOnce { $0.maskedCorners = newValue.intersection(.all) } }
    }

    public var borderWidth: Double {
        get { view.model.style.borderWidth }
        set { animatable(.borderWidth, "borderWidth", newValue, minimum: 0) { $0.style.borderWidth = newValue } }
    }

    /// nil draws no border (a clear colour), as a nil `CGColor` does.
    public var borderColor: Color? {
        get { view.model.style.borderColor }
        set { view.changeModel(.borderColor) { $0.style.borderColor = newValue ?? .clear } }
    }

    public var shadowColor: Color? {
        get { view.model.style.shadowColor }
        set { view.changeModel(.shadowColor) { $0.style.shadowColor = newValue ?? .clear } }
    }

    /// Clamped to 0…1, as Core Animation does.
    public var shadowOpacity: Double {
        get { view.model.style.shadowOpacity }
        set { animatable(.shadowOpacity, "shadowOpacity", newValue, minimum: -.infinity) { $0.style.shadowOpacity = min(max(newValue, 0), 1) } }
    }

    public var shadowRadius: Double {
        get { view.model.style.shadowRadius }
        set { animatable(.shadowRadius, "shadowRadius", newValue, minimum: 0) { $0.style.shadowRadius = newValue } }
    }

    public var shadowOffset: Size {
        get { view.model.style.shadowOffset }
        set {
            guard newValue.isFinite else { return view.refuse("layer.shadowOffset", "\(newValue) is not finite") }
            view.changeModel(.shadowOffset) { $0.style.shadowOffset = newValue }
        }
    }

    /// The shadow's shape in the layer's coordinates; nil follows the (rounded) bounds. Not animated.
    public var shadowPath: PathData? {
        get { view.model.style.shadowPath }
        set { setAtOnce { $0.shadowPath = newValue } }
    }

    /// Among siblings, a higher `zPosition` draws in front, whatever the subview order (L1.5).
    public var zPosition: Double {
        get { view.model.style.zPosition }
        set {
            guard newValue.isFinite else { return view.refuse("layer.zPosition", "\(newValue) is not finite") }
            setAtOnce { $0.zPosition = newValue }
        }
    }

    /// A shape layer whose path clips the content (L1.6): outside it nothing of the layer or its
    /// sublayers is drawn. A layer can mask one layer at a time; setting it elsewhere moves it.
    public var mask: ShapeLayer? {
        get { view.maskLayer }
        set {
            if let old = view.maskLayer, old !== newValue { old.host = nil }
            if let newValue {
                if let previous = newValue.host, previous !== view { previous.layer.mask = nil }
                newValue.host = view
            }
            view.maskLayer = newValue
            setAtOnce { $0.mask = newValue?.pathInHost }
        }
    }

    // MARK: - Helpers

    /// Changes a style value that does not animate: model and screen at once.
    func setAtOnce(_ change: (inout LayerStyle) -> Void) {
        change(&view.model.style)
        change(&view.presentationStorage.pointee.style)
    }

    private func animatable(_ key: AnimatableKey, _ name: String, _ value: Double, minimum: Double,
                            _ change: (inout LayerProperties) -> Void) {
        guard value.isFinite, value >= minimum else {
            return view.refuse("layer.\(name)", "\(value) must be a finite number\(minimum == 0 ? " ≥ 0" : "")")
        }
        view.changeModel(key, change)
    }
}

extension View {
    /// The view's backing layer (UIKit's `view.layer`): the same object every time.
    public var layer: Layer {
        if let layerObject { return layerObject }
        let made = Layer(view: self)
        layerObject = made
        return made
    }
}
