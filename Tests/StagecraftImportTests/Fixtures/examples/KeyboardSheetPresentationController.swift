import UIKit

// A bottom sheet resting on the keyboard layout guide: the Swift of
// examples/presentations/keyboard_sheet.lua. The presented view is as tall as its controller's
// preferredContentSize (size(forChildContentContainer:) answers it, as Apple's
// AAPLCustomPresentationController sizes its presented view), just above the home indicator, and
// above the keyboard while it is up; its sides keep out of the safe area.
final class KeyboardSheetPresentationController: UIPresentationController {
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if container === presentedViewController { return container.preferredContentSize }
        return parentSize
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let insets = containerView.safeAreaInsets
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        // With no keyboard, the guide's top is the safe area's bottom (above the home indicator).
        let bottom = containerView.keyboardLayoutGuide.layoutFrame.origin.y
        return CGRect(x: insets.left, y: bottom - size.height, width: bounds.size.width - insets.left - insets.right, height: size.height)
    }

    // Every layout pass of the container: a rotation, the keyboard moving (inside its animation,
    // so the sheet rides along), a new preferredContentSize.
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        containerView?.setNeedsLayout()
    }
}
