/// Several animations of one additive property of one view running at once (T8.7).
///
/// Since iOS 8, UIKit animates `frame`, `bounds`, `center` and `transform` additively: a second
/// animation of a property already animating does not replace the first, it is added on top.
/// Core Animation then shows `model + Σ (value_i(t) − final_i)` over the running animations, so
/// the on-screen value moves on smoothly from where it was, and each animation still ends at its
/// own time (its contribution is 0 there). The stack computes exactly that sum.
///
/// Only stacked properties pay for it: a property with one animation keeps the packed per-frame
/// path, and a stack forms only when a second animation arrives while the first runs. Each frame,
/// the engine's `HotStacks` draws the stacks from its packed copy of them; the stack itself draws
/// outside the frame loop (a member ended, a timeline was moved) and where the copy cannot.
final class AdditiveStack {
    /// Unretained and unchecked: a group leaves its stacks in `end` and `yield`, the only ways its
    /// tracks go, and the engine keeps it alive until then.
    private struct Member {
        unowned(unsafe) let group: AnimationGroup
    }

    /// Unretained: the stacked tracks keep the view alive as long as the stack.
    unowned(unsafe) let view: View
    let key: AnimatableKey
    /// The engine's packed copy of its stacks, which draws this one each frame. Weak: reached only
    /// when the stack changes, and a view's animation may outlive its engine.
    weak var hotStacks: HotStacks?
    /// This stack's place in `hotStacks`; its record's offset there, packed or drawn by the stack
    /// (`generalOffset`), nil while it has none; whether the record waits to be renewed.
    var hotIndex: Int?
    var recordOffset: Int?
    var generalOffset: Int?
    var isQueued = false
    private var members: [Member] = []

    /// A stack over `first`, whose tracks of the property start following it, drawn by `hotStacks`.
    init(view: View, key: AnimatableKey, first: AnimationGroup, hotStacks: HotStacks) {
        self.view = view
        self.key = key
        self.hotStacks = hotStacks
        members.append(Member(group: first))
        first.join(self)
        first.drawnStacks.append(self)
        view.additiveStacks.append(self)
        hotStacks.insert(self)
    }

    /// The most recent animation still running, which owns the property's slot.
    var newest: AnimationGroup? { members.last?.group }

    func contains(_ group: AnimationGroup) -> Bool { members.contains { $0.group === group } }

    /// Adds `group` on top; its tracks of the property follow the stack, and it draws the stack
    /// outside the frame loop from now on (the others skip it there without reading it).
    func add(_ group: AnimationGroup) {
        group.join(self)
        guard !contains(group) else { return }
        newest?.drawnStacks.removeAll { $0 === self }
        members.append(Member(group: group))
        group.drawnStacks.append(self)
        hotStacks?.changed(self)
    }

    /// Takes `group` out (it ended or yielded); the newest remaining group draws the stack.
    /// Returns whether animations remain.
    @discardableResult
    func remove(_ group: AnimationGroup) -> Bool {
        let drew = newest === group
        members.removeAll { $0.group === group }
        if drew {
            group.drawnStacks.removeAll { $0 === self }
            newest?.drawnStacks.append(self)
        }
        if members.isEmpty {
            view.additiveStacks.removeAll { $0 === self }
            hotStacks?.remove(self)
        } else {
            hotStacks?.changed(self)
        }
        return !members.isEmpty
    }

    /// `group`'s tracks changed: the packed copy learns them again.
    func forget(_ group: AnimationGroup) { hotStacks?.changed(self) }

    /// The view's model changed: the packed copy shows the new model from the next frame on.
    func modelDidChange() { hotStacks?.modelDidChange(self) }

    /// The groups in the stack, oldest first.
    var groups: [AnimationGroup] { members.map(\.group) }

    /// Each member's start and end lanes, oldest first, when every member's value follows its eased
    /// progress alone (`AnimationGroup.plainStackedLanes`): what `HotStacks` packs. Else nil.
    func plainMembers() -> [(group: AnimationGroup, from: SIMD8<Double>, to: SIMD8<Double>)]? {
        guard !key.isMatrix else { return nil }
        var plain: [(group: AnimationGroup, from: SIMD8<Double>, to: SIMD8<Double>)] = []
        for member in members {
            guard let (from, to) = member.group.plainStackedLanes(of: view, key) else { return nil }
            plain.append((member.group, from, to))
        }
        return plain
    }

    /// Writes `model + Σ (value − final)` into the presentation values. `layerTiming` is the engine's
    /// `usesLayerTiming`. Drawn again at the same time, it shows a model changed in between (a
    /// completion run at the instant of a frame sets it, and the frame shows it).
    func render(at time: Double, layerTiming: Bool) {
        if key.isMatrix { return renderMatrix(at: time, layerTiming: layerTiming) }
        var lanes = modelLanes()
        for member in members {
            member.group.addContribution(of: view, key, at: time, layerTiming: layerTiming, to: &lanes)
        }
        AnimatableValue(lanes: lanes).write(key, into: &view.presentationStorage.pointee)
    }

    /// A 3D transform's sum (L2.10), in its decomposed parts: perspective, translation, skew and scale
    /// add as lanes do; each animation's rotation still to go (its current rotation undoing its final
    /// one) is composed onto the model's. A matrix that cannot be decomposed shows the newest value.
    private func renderMatrix(at time: Double, layerTiming: Bool) {
        var shown = view.model.value(of: key)
        if var sum = shown.matrix?.parts {
            for member in members {
                guard let (current, final) = member.group.stackedValues(of: view, key, at: time, layerTiming: layerTiming) else { continue }
                guard let c = current.matrix?.parts, let f = final.matrix?.parts else { sum = Transform3DComponents(current.matrix?.value ?? .identity) ?? sum; continue }
                sum.perspective += c.perspective - f.perspective
                sum.translation += c.translation - f.translation
                sum.skew += c.skew - f.skew
                sum.scale += c.scale - f.scale
                sum.quaternion = Transform3DComponents.compose(Transform3DComponents.compose(c.quaternion, Transform3DComponents.conjugate(f.quaternion)), sum.quaternion)
            }
            shown = AnimatableValue(matrix: sum.transform)
        } else if let newest, let (current, _) = newest.stackedValues(of: view, key, at: time, layerTiming: layerTiming) {
            shown = current
        }
        shown.write(key, into: &view.presentationStorage.pointee)
    }

    /// The model value's lanes; a transform's decomposition is kept while the model transform is the same.
    private var cachedTransform: AffineTransform?
    private var cachedLanes = SIMD8<Double>()
    func modelLanes() -> SIMD8<Double> {
        guard key == .transform else { return view.model.value(of: key).lanes }
        let transform = view.model.transform
        if transform != cachedTransform {
            cachedTransform = transform
            cachedLanes = view.model.value(of: key).lanes
        }
        return cachedLanes
    }
}

extension AnimatableKey {
    /// The properties UIKit animates additively (T8.7); the others (alpha, colours, corner radius)
    /// are replaced by a new animation.
    var isAdditive: Bool {
        switch self {
        case .center, .bounds, .transform: true
        case .transform3D: UncertainRules.threeDTransformsAddInDecomposedParts  // L2.10
        default: false
        }
    }
}
