/// Gives target actions the recognizer as its own kind.
///
/// UIKit's selector gets `sender` typed by the action's signature; here `addTarget` is declared
/// on this protocol so that, on a `PanGestureRecognizer`, the closure receives a
/// `PanGestureRecognizer` and can read `translation(in:)` without a cast.
public protocol GestureTargets: GestureRecognizer {}

extension GestureRecognizer: GestureTargets {}

extension GestureTargets {
    /// Adds an action run on every state change UIKit reports (began, changed, ended, cancelled;
    /// ended alone for a discrete gesture). Several may be added; they run in the order added.
    /// Returns a token for `removeTarget(_:)`.
    @discardableResult
    public func addTarget(_ action: @escaping (Self) -> Void) -> Int {
        // The recognizer only ever passes itself, and only while it is alive.
        addAction { [unowned self] _ in action(self) }
    }
}
