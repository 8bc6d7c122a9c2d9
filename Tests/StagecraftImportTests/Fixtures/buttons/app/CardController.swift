import UIKit

/// A card 100 pt below the top whose close button (a UIButton subclass) dismisses it, with a
/// title (a UILabel subclass) and a picture (a UIImageView subclass).
final class CardController: UIPresentationController {
    let closeButton = CloseButton()
    let titleLabel = TitleLabel(frame: CGRect(x: 16, y: 16, width: 200, height: 30))
    let picture = PictureView(frame: CGRect(x: 16, y: 60, width: 100, height: 100))
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
        closeButton.sizeToFit()
        presented.addSubview(titleLabel)
        presented.addSubview(picture)
        closeButton.place(right: container.bounds.width - 16, top: 16)
    }

    @objc func close() {
        closeTaps += 1
        presentedViewController.dismiss(animated: true)
    }
}
