/// Gives target actions the recognizer as its own kind, and holds target objects weakly (T12.1).
///
/// UIKit's selector gets `sender` typed by the action's signature; here `addTarget` is declared
/// on this protocol so that, on a `PanGestureRecognizer`, the closure receives a
/// `PanGestureRecognizer` and can read `translation(in:)` without a cast.
public protocol GestureTargets: GestureRecognizer {}

extension GestureRecognizer: GestureTargets {}

/// T12.1: the owner (given to `addAction(owner:_:)`) of an action that calls a target *object*,
/// which the recognizer must not keep alive. UIKit's recognizers do not retain their targets: once
/// the app has released one (a transition driver set to nil in `animationEnded`), it is no longer
/// called, even though it never removed itself. Closure targets are the recognizer's own and live
/// as long as it does.
///
/// This is where Stagecraft decides when a target is released: `isReleased` is asked just before
/// each call, and a released target's entry is dropped for good. The answer must be a fact of the
/// app's object graph at that moment, never of when a collector happened to run, so that every run
/// calls the same targets: Swift objects are held `weak` (ARC frees them when the last reference
/// goes); the Lua binding answers after a full collection (see `GestureTarget` in StagecraftLua).
public protocol WeakGestureTarget: AnyObject {
    /// Whether nothing but the recognizer refers to the target object any more.
    var isReleased: Bool { get }
}

extension GestureTargets {
    /// Adds an action run on every state change UIKit reports (began, changed, ended, cancelled;
    /// ended alone for a discrete gesture). Several may be added; they run in the order added.
    /// The closure lives as long as the recognizer. Returns a token for `removeTarget(_:)`.
    @discardableResult
    public func addTarget(_ action: @escaping (Self) -> Void) -> Int {
        // The recognizer only ever passes itself, and only while it is alive.
        addAction { [unowned self] _ in action(self) }
    }

    /// UIKit's `addTarget(_:action:)`: calls `action` of `target` (`Driver.update`, as a selector
    /// names a method) on every reported state change while `target` lives; the recognizer holds
    /// it weakly (T12.1). Returns a token for `removeTarget(_:)`.
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) -> Int {
        let owner = WeakObjectTarget(target)
        return addAction(owner: owner) { [unowned self] _ in
            if let target = owner.target as? Target { action(target)(self) }
        }
    }
}

extension GestureRecognizer {
    /// Runs the target actions in the order added, skipping and dropping those whose target object
    /// is released (T12.1). Actions added meanwhile run from the next state change.
    func runTargets() {
        for target in targets {
            if let weak = target.owner as? WeakGestureTarget, weak.isReleased {
                targets.removeAll { $0.id == target.id }
                continue
            }
            target.action(self)
        }
    }
}

/// A Swift target object, held weakly: released when ARC frees it.
final class WeakObjectTarget: WeakGestureTarget {
    weak var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
    var isReleased: Bool { target == nil }
}
