import UIKit

/// A card 100 pt below the top whose close button (a UIButton subclass) dismisses it.
final class CardController: UIPresentationController {
    let closeButton = CloseButton()
    var closeTaps = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: 100, width: container.bounds.width, height: container.bounds.height - 100)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView, let presented = presentedView else { return }
        closeButton.accessibilityLabel = NSLocalizedString("Close", comment: "The card's close button")
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        presented.addSubview(closeButton)
        closeButton.place(right: container.bounds.width - 16, top: 16)
    }

    @objc func close() {
        closeTaps += 1
        presentedViewController.dismiss(animated: true)
    }
}
