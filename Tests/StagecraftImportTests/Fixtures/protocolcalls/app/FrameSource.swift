import UIKit

/// The screen a zoom starts from says where its picture is: a requirement with no default, so
/// each conforming screen answers with its own method (ZoomTransitioning's source delegate).
protocol FrameSource {
    func sourceFrame(forward: Bool) -> CGRect
    var zoomDuration: TimeInterval { get }
}

/// A default a conforming screen may replace: Swift dispatches a requirement to the conforming
/// type's own member (SW8.3), even through a value typed by the protocol.
extension FrameSource {
    var zoomDuration: TimeInterval { return 0.3 }
}

/// A helper every animator of the app gets, as a protocol extension of UIKit's protocol (Jelly's
/// `extension UIViewControllerAnimatedTransitioning`).
extension UIViewControllerAnimatedTransitioning {
    func movingKey(presenting: Bool) -> UITransitionContextViewControllerKey {
        return presenting ? .to : .from
    }
}
