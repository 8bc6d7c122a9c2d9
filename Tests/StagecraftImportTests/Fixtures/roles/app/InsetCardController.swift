import UIKit

/// A presentation controller made with an argument of its own, as libraries make theirs.
class InsetCardController: UIPresentationController {
    private let inset: CGFloat
    private var layoutCount = 0

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, inset: CGFloat) {
        self.inset = inset
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        #if swift(>=5.0)
        guard let bounds = containerView?.bounds else { return .zero }
        return bounds.insetBy(dx: inset, dy: inset * 2)
        #else
        return .zero
        #endif
    }
}

class InsetCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        InsetCardController(presentedViewController: presented, presenting: presenting, inset: 40)
    }
}
