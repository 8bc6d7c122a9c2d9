import UIKit

/// Hands out the zoom for the source it is made with.
final class ZoomDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let source: FrameSource

    init(source: FrameSource) {
        self.source = source
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomAnimator(source: self.source, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomAnimator(source: source, presenting: false)
    }
}
