import UIKit

/// A card: the base class's frame for the presented view, inset by a margin — `super` of an
/// overridden property is the base class's value, not the override's.
class MarginCardController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        return super.frameOfPresentedViewInContainerView.insetBy(dx: 30, dy: 100)
    }
}
