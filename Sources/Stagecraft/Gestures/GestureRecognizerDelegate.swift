/// What a recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`), rules G1.1–G1.5
/// of docs/scrolling.md.
///
/// Every method is optional, as in UIKit: the protocol extension gives UIKit's answer for a
/// delegate that does not implement it (begin, do not recognise together, require nothing,
/// receive every touch). The recognizer holds its delegate weakly.
public protocol GestureRecognizerDelegate: AnyObject {
    /// G1.1: asked as the gesture is about to leave `.possible` (UIKit's
    /// `gestureRecognizerShouldBegin(_:)`); false makes it fail instead.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// G1.2: whether `gestureRecognizer` may recognise together with `other` on shared touches;
    /// either recognizer's delegate saying yes is enough.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// G1.4: whether `gestureRecognizer` must wait for `other` (sharing its touches) to fail, as
    /// `require(toFail:)` asked on the spot.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// G1.4: whether `other` (sharing its touches) must wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
    /// G1.5: asked before a landing touch is delivered; false keeps the touch from the recognizer
    /// (it never sees it, as if it had landed elsewhere).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
