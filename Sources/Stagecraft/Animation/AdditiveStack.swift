/// Several animations of one additive property of one view running at once (T8.7).
///
/// Since iOS 8, UIKit animates `frame`, `bounds`, `center` and `transform` additively: a second
/// animation of a property already animating does not replace the first, it is added on top.
/// Core Animation then shows `model + Σ (value_i(t) − final_i)` over the running animations, so
/// the on-screen value moves on smoothly from where it was, and each animation still ends at its
/// own time (its contribution is 0 there). The stack computes exactly that sum.
///
/// Only stacked properties pay for it: a property with one animation keeps the packed per-frame
/// path, and a stack forms only when a second animation arrives while the first runs.
final class AdditiveStack {
    /// Unretained and unchecked: a group leaves its stacks in `end` and `yield`, the only ways its
    /// tracks go, and the engine keeps it alive until then; a weak reference cost an atomic side-table
    /// access per member per frame.
    private struct Member {
        unowned(unsafe) let group: AnimationGroup
        /// What the stack learnt of the group's track of the property, until the group's tracks
        /// change (`forget`): its lanes when its value follows the eased progress alone (the common
        /// case; the contribution is then a few vector operations), else nil.
        var plain: (from: SIMD8<Double>, to: SIMD8<Double>)?
        var isKnown = false

        init(group: AnimationGroup) { self.group = group }
    }

    /// Unretained: the stacked tracks keep the view alive as long as the stack (read every frame).
    unowned(unsafe) let view: View
    let key: AnimatableKey
    // Per-frame state: the engine is single-threaded, so the dynamic exclusivity checks are off.
    @exclusivity(unchecked) private var members: [Member] = []
    /// Engine time of the last render: one render per frame suffices.
    @exclusivity(unchecked) private var renderedAt = -Double.infinity

    /// A stack over `first`, whose tracks of the property start following it.
    init(view: View, key: AnimatableKey, first: AnimationGroup) {
        self.view = view
        self.key = key
        members.append(Member(group: first))
        first.join(self)
        first.drawnStacks.append(self)
    }

    /// The most recent animation still running, which owns the property's slot.
    var newest: AnimationGroup? { members.last?.group }


    func contains(_ group: AnimationGroup) -> Bool { members.contains { $0.group === group } }

    /// Adds `group` on top; its tracks of the property follow the stack, and it draws the stack from
    /// now on (one group per stack renders it each frame: the others skip it without reading it).
    func add(_ group: AnimationGroup) {
        group.join(self)
        guard !contains(group) else { return }
        newest?.drawnStacks.removeAll { $0 === self }
        members.append(Member(group: group))
        group.drawnStacks.append(self)
        renderedAt = -.infinity
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
        renderedAt = -.infinity
        return !members.isEmpty
    }

    /// Drops what the stack learnt of `group`'s tracks (they changed).
    func forget(_ group: AnimationGroup) {
        for index in members.indices where members[index].group === group { members[index].isKnown = false }
        renderedAt = -.infinity
    }

    /// The groups in the stack, oldest first.
    var groups: [AnimationGroup] { members.map(\.group) }

    /// Writes `model + Σ (value − final)` into the presentation values, once per engine time.
    /// `layerTiming` is the engine's `usesLayerTiming`.
    func render(at time: Double, layerTiming: Bool) {
        guard time != renderedAt else { return }
        renderedAt = time
        if key.isMatrix { return renderMatrix(at: time, layerTiming: layerTiming) }
        var lanes = modelLanes()
        for index in members.indices {
            // Borrowed: the engine keeps the group alive (see `Member`), and a retain per member per
            // frame was a fifth of a stacked frame.
            Unmanaged.passUnretained(members[index].group)._withUnsafeGuaranteedRef { group in
                if !members[index].isKnown {
                    members[index].plain = group.plainStackedLanes(of: view, key)
                    members[index].isKnown = true
                }
                if let (from, to) = members[index].plain {
                    // `AnimatableValue.interpolate` and `current − final` as the general path computes them.
                    let eased = group.stackedProgress(at: time, of: view, layerTiming: layerTiming).eased
                    lanes += (from + (to - from) * eased) - to
                } else {
                    group.addContribution(of: view, key, at: time, layerTiming: layerTiming, to: &lanes)
                }
            }
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
    @exclusivity(unchecked) private var cachedTransform: AffineTransform?
    @exclusivity(unchecked) private var cachedLanes = SIMD8<Double>()
    private func modelLanes() -> SIMD8<Double> {
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
