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
    private struct Member {
        weak var group: AnimationGroup?
    }

    unowned let view: View
    let key: AnimatableKey
    private var members: [Member] = []
    /// Engine time of the last render: every member group asks once per frame, one render suffices.
    private var renderedAt = -Double.infinity

    /// A stack over `first`, whose tracks of the property start following it.
    init(view: View, key: AnimatableKey, first: AnimationGroup) {
        self.view = view
        self.key = key
        members.append(Member(group: first))
        first.join(self)
    }

    /// The most recent animation still running, which owns the property's slot.
    var newest: AnimationGroup? { members.last { $0.group != nil }?.group }

    func contains(_ group: AnimationGroup) -> Bool { members.contains { $0.group === group } }

    /// Adds `group` on top (its track already points at the stack).
    func add(_ group: AnimationGroup) {
        guard !contains(group) else { return }
        members.append(Member(group: group))
        renderedAt = -.infinity
    }

    /// Takes `group` out (it ended or yielded). Returns whether animations remain.
    @discardableResult
    func remove(_ group: AnimationGroup) -> Bool {
        members.removeAll { $0.group == nil || $0.group === group }
        renderedAt = -.infinity
        return !members.isEmpty
    }

    /// The groups in the stack, oldest first.
    var groups: [AnimationGroup] { members.compactMap(\.group) }

    /// Writes `model + Σ (value − final)` into the presentation values, once per engine time.
    func render(at time: Double) {
        guard time != renderedAt else { return }
        renderedAt = time
        var lanes = view.model.value(of: key).lanes
        for member in members {
            guard let group = member.group, let (current, final) = group.contribution(of: view, key, at: time) else { continue }
            lanes += current.lanes - final.lanes
        }
        AnimatableValue(lanes: lanes).write(key, into: &view.presentationStorage.pointee)
    }
}

extension AnimatableKey {
    /// The properties UIKit animates additively (T8.7); the others (alpha, colours, corner radius)
    /// are replaced by a new animation.
    var isAdditive: Bool {
        switch self {
        case .center, .bounds, .transform: true
        case .alpha, .backgroundColor, .cornerRadius: false
        }
    }
}
