import UIKit

/// A sheet of a given height, made through a convenience init that calls UIKit's designated one.
final class HeightSheet: UIPresentationController {
    var height: CGFloat = 200

    convenience init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, height: CGFloat) {
        self.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        self.height = height
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }
}
