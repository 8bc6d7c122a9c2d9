import Synchronization

/// A rectangular area on screen and the node of the view tree (UIKit's `UIView`).
///
/// Each animatable property has a model value (what the app set, read by the getters) and a
/// presentation value (what is on screen now, in `presentation`). Outside animation blocks
/// both change together; inside one, the model changes at once and an animation carries the
/// presentation value from the old value to the new one (T8.2).
///
/// Misuse that UIKit answers with an exception or undefined behaviour (a NaN frame, a negative
/// size, adding a view to its own descendant) is refused: the call changes nothing and a
/// diagnostic is reported to the current engine.
open class View: CustomStringConvertible {
    /// The values the app set. Unchecked exclusivity, like the engine's per-frame state: every
    /// property setter reads and writes it, and its dynamic checks (`swift_beginAccess`, twice per
    /// `v.alpha = v.alpha + 1` from Lua) were the largest Swift share of the bridge's profile.
    @exclusivity(unchecked) public internal(set) var model: LayerProperties {
        // A stack's packed copy of the model follows it (T8.7, `HotStacks`); a flag check for the rest.
        didSet { if !additiveStacks.isEmpty { for stack in additiveStacks { stack.modelDidChange() } } }
    }
    /// The additive stacks of this view's properties (T8.7), while they have members.
    @exclusivity(unchecked) var additiveStacks: [AdditiveStack] = []
    /// The values on screen at the engine's current time.
    public var presentation: LayerProperties { presentationStorage.pointee }
    /// Where the engine writes the presentation values every frame: a pointer, so that those
    /// writes skip the dynamic exclusivity checks of class properties (a third of a frame's cost).
    let presentationStorage: UnsafeMutablePointer<LayerProperties>
    /// The animation group currently driving each animatable property, if any (read by every
    /// property setter: unchecked exclusivity, as `model`).
    @exclusivity(unchecked) var animationSlots = AnimationSlots()

    /// Unique among the views of this process (never reused, unlike an address): how a tracer
    /// tells views apart cheaply. Not deterministic across runs; traces number views themselves.
    public let serial: Int = View.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)

    /// A name for dumps, traces and scripts (UIKit's `accessibilityIdentifier`).
    public var name: String?
    public var tag: Int = 0
    /// What VoiceOver reads for the view (UIKit's `accessibilityLabel`): kept, shown nowhere.
    public var accessibilityLabel: String?
    /// A snapshot's root made while a transition ran: once everything is idle it must be gone
    /// (a snapshot left in the window freezes the screen it covers; IdleInvariants).
    public internal(set) var isTransitionSnapshot = false
    /// Transitions started with this view as their container: a transition's container check,
    /// made a frame after it completed, skips a container a later transition has taken since.
    var transitionsStarted = 0
    /// Where a script last put this view into a superview (`file:line`), so a diagnostic about it
    /// (chrome left behind) points at that line rather than at the role that ran it.
    public var insertionSite: String?
    public var isHidden: Bool = false
    public var clipsToBounds: Bool = false
    public var isUserInteractionEnabled: Bool = true

    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The layer object, made on first use (`view.layer`).
    var layerObject: Layer?

    // Layout state, kept here because extensions cannot store; the behaviour is in
    // View+Layout.swift and View+SafeArea.swift.
    /// How the view follows its superview's size changes (UIKit's default: none).
    public var autoresizingMask: AutoresizingMask = []
    /// Set by `setNeedsLayout()`; the next layout pass calls `layoutSubviews()`.
    public internal(set) var needsLayout = false
    /// The insets last reported to `safeAreaInsetsDidChange()`, to call it only on a change.
    var reportedSafeAreaInsets: EdgeInsets = .zero
    /// The controller whose view this is (UIKit's view delegate): layout and safe-area callbacks reach it.
    public internal(set) weak var viewController: ViewController?
    /// Auto Layout state, made on first use so frame-based views pay one pointer (View+AutoLayout.swift).
    var autoLayoutStorage: AutoLayoutState?
    /// The key-value observations of this view's properties (View+KeyValueObserving.swift).
    var keyValueObservations: [KeyValueObservation] = []

    public init(frame: Rect = .zero, name: String? = nil) {
        var properties = LayerProperties()
        if frame.isFinite, frame.width >= 0, frame.height >= 0 {
            properties.setFrame(frame)
            properties.bounds.origin = .zero
        }
        model = properties
        presentationStorage = .allocate(capacity: 1)
        presentationStorage.initialize(to: properties)
        self.name = name
        if !frame.isFinite || frame.width < 0 || frame.height < 0 {
            refuse("frame", "\(frame) must be finite with a non-negative size; the view starts at .zero")
        }
    }

    deinit {
        presentationStorage.deinitialize(count: 1)
        presentationStorage.deallocate()
    }

    /// Shows the model value of `key` on screen (when no animation drives it).
    @inline(__always)
    func showModelValue(of key: AnimatableKey) {
        // The common keys read their one field of the model: passing the whole model (not
        // trivially copyable since it may hold a layer style box) cost every property set a copy.
        switch key {
        case .center: presentationStorage.pointee.center = model.center
        case .bounds: presentationStorage.pointee.bounds = model.bounds
        case .transform: presentationStorage.pointee.transform = model.transform
        case .alpha: presentationStorage.pointee.alpha = model.alpha
        case .backgroundColor: presentationStorage.pointee.backgroundColor = model.backgroundColor
        case .cornerRadius: presentationStorage.pointee.cornerRadius = model.cornerRadius
        default: presentationStorage.pointee.copy(key, from: model)
        }
    }

    /// A short label for messages: the name, or the kind and tag.
    public var displayName: String { name ?? "\(kindName)#\(tag)" }
    /// The kind of view in dumps and scripts ("View", "Label", …).
    open var kindName: String { "View" }
    open var description: String { "\(kindName)<\(displayName)>" }

    // MARK: - Geometry (animatable)

    /// The frame in the superview's coordinates (see `LayerProperties.frame` for transforms).
    public var frame: Rect {
        get { model.frame }
        set {
            guard validate(newValue, "frame") else { return }
            notifyingObservers(of: .frame) {
                let context = Engine.currentAnimationContext  // frame animates as center + bounds
                let oldCenter = context.map { _ in model.value(of: .center) }
                let oldBounds = context.map { _ in model.value(of: .bounds) }
                let oldSize = model.bounds.size
                model.setFrame(newValue)
                modelDidChange(.center, from: oldCenter, in: context)
                modelDidChange(.bounds, from: oldBounds, in: context)
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    public var bounds: Rect {
        get { model.bounds }
        set {
            guard validate(newValue, "bounds") else { return }
            notifyingObservers(of: .bounds) {
                let oldSize = model.bounds.size
                changeModel(.bounds) { $0.bounds = newValue.standardized }
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    public var center: Point {
        get { model.center }
        set {
            guard newValue.isFinite else { return refuse("center", "\(newValue) is not a finite point") }
            notifyingObservers(of: .center) { changeModel(.center) { $0.center = newValue } }
        }
    }

    public var transform: AffineTransform {
        get { model.transform }
        set {
            guard newValue.isFinite else { return refuse("transform", "\(newValue) has a non-finite component") }
            notifyingObservers(of: .transform) {
                if model.transform3D != nil || animationSlots[.transform3D] != nil {
                    // The layer has a 3D transform: setting the view's replaces it (L2.4).
                    return changeModel(.transform3D) { $0.setLayerTransform(Transform3D(newValue)) }
                }
                changeModel(.transform) { $0.transform = newValue }
            }
        }
    }

    /// Opacity, clamped to 0…1.
    public var alpha: Double {
        get { model.alpha }
        set {
            guard newValue.isFinite else { return refuse("alpha", "\(newValue) is not a finite number") }
            notifyingObservers(of: .alpha) { changeModel(.alpha) { $0.alpha = min(max(newValue, 0), 1) } }
        }
    }

    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set {
            changeModel(.backgroundColor) { $0.backgroundColor = newValue }
        }
    }

    /// The layer's corner radius (non-negative).
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set {
            guard newValue.isFinite, newValue >= 0 else { return refuse("cornerRadius", "\(newValue) must be a finite number ≥ 0") }
            changeModel(.cornerRadius) { $0.cornerRadius = newValue }
        }
    }

    /// The point of the bounds (in unit coordinates) that `center` names and transforms turn
    /// about. Not animatable; changing it moves the frame, as on a layer.
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set {
            guard newValue.isFinite else { return refuse("anchorPoint", "\(newValue) is not a finite point") }
            model.anchorPoint = newValue
            presentationStorage.pointee.anchorPoint = newValue
        }
    }

    /// Called after the view moved into or out of a window (or between windows).
    open func didMoveToWindow() {}

    /// Lays out the subviews (UIKit's `layoutSubviews`): called by a layout pass when the view
    /// needs layout. The default does nothing (autoresizing already ran); override to set frames.
    open func layoutSubviews() {}

    /// The view's `safeAreaInsets` changed (a rotation, another device, a frame change).
    open func safeAreaInsetsDidChange() {}

    /// The size the content wants (UIKit's `intrinsicContentSize`): Auto Layout keeps a view with
    /// `translatesAutoresizingMaskIntoConstraints == false` at it, by its content hugging and
    /// compression resistance priorities. `View.noIntrinsicMetric` (-1) on an axis: none. Labels
    /// answer from their text, image views from their image's size.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`): "the default implementation
    /// of this method returns the existing size of the view" (Apple's documentation); a label and
    /// a button answer the size of their content.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin (UIKit's `sizeToFit()`).
    public func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = Rect(x: frame.minX, y: frame.minY, width: fitting.width, height: fitting.height)
    }

    /// Adds or changes the view's constraints before the next solve (UIKit's `updateConstraints`),
    /// when `setNeedsUpdateConstraints()` asked for it; subviews are updated before their superview.
    open func updateConstraints() {}

    // MARK: - Hooks for subclasses
    // Declared here because extension members cannot be overridden; the machinery that calls
    // them lives in View+HitTest.swift, View+Snapshot.swift and View+Dump.swift.

    /// The deepest visible, interactive view under `point` (in this view's bounds coordinates),
    /// or nil (UIKit's `hitTest(_:with:)`). Override to let touches pass through.
    open func hitTest(_ point: Point) -> View? { standardHitTest(point) }

    /// Whether `point` (in bounds coordinates) lies inside the view; override to change the touch area.
    /// The bounds a touch finds: the drawn ones while a property animator moves the view (T7.10).
    open func point(inside point: Point) -> Bool { properties(hitTestSource).bounds.contains(point) }

    /// UIResponder's touch methods (T12.4): the view a touch lands on (`hitTest`) receives it as it
    /// lands, moves and lifts, after the gesture recognizers on its chain have seen it, and
    /// `touchesCancelled` when a recognizer that cancels touches in views recognises it. Override to
    /// highlight on touch-down; the default passes the touches to the next responder (the view's
    /// controller when it is one's root view, else its superview), as UIKit's does. Touch handling
    /// lives in Gestures/View+Touches.swift.
    open func touchesBegan(_ touches: [Touch]) { nextResponderTouches(.began, touches) }
    open func touchesMoved(_ touches: [Touch]) { nextResponderTouches(.moved, touches) }
    open func touchesEnded(_ touches: [Touch]) { nextResponderTouches(.ended, touches) }
    open func touchesCancelled(_ touches: [Touch]) { nextResponderTouches(.cancelled, touches) }

    /// A new, childless view of the same kind holding this view's own content (a label's text…).
    /// `snapshotView(afterScreenUpdates:)` then sets its geometry and appearance and adds copies
    /// of the subviews, so an override copies only what its kind adds.
    open func makeSnapshotCopy() -> View { View() }

    /// Kind-specific content for `dump` (a label's text, an image's name), as `key=value` items.
    open var dumpDetails: [String] { [] }

    /// Applies `change` to the model of `key`, animating it when an animation block is open.
    @inline(__always)
    func changeModel(_ key: AnimatableKey, _ change: (inout LayerProperties) -> Void) {
        guard let context = Engine.currentAnimationContext else {
            // Outside animation blocks (most sets): no old value to keep, so no optional
            // `AnimatableValue` made and destroyed per set.
            change(&model)
            return modelDidChange(key, from: nil, in: nil)
        }
        let old = model.value(of: key)
        change(&model)
        modelDidChange(key, from: old, in: context)
    }

    // MARK: - Validation

    /// Checks a rectangle for NaN/infinite values and negative sizes; reports and returns false if bad.
    func validate(_ rect: Rect, _ property: String) -> Bool {
        guard rect.isFinite else {
            refuse(property, "\(rect) has a non-finite value")
            return false
        }
        guard rect.size.width >= 0, rect.size.height >= 0 else {
            refuse(property, "\(rect) has a negative size")
            return false
        }
        return true
    }

    /// Reports a refused property change; the property keeps its value.
    func refuse(_ property: String, _ reason: String) {
        Engine.current?.report(Diagnostic(
            kind: .invalidValue, message: "\(self).\(property) not changed: \(reason)", subject: displayName))
    }
}
