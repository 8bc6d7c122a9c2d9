import UIKit

// Apple's CustomTransitions sample, its adaptive presentation: the Swift of
// examples/presentations/aapl_adaptive.lua. The custom presentation (CustomPresentationController's
// bottom sheet), made its own UIAdaptivePresentationControllerDelegate — in the sample that is
// AAPLAdaptivePresentationSecondViewController's part: when the environment is horizontally
// compact it answers .fullScreen and shows the presented controller as the root of a navigation
// controller with a Dismiss button; in a regular width it answers .none and the sheet runs as designed.
final class AAPLAdaptivePresentationController: CustomPresentationController, UIAdaptivePresentationControllerDelegate {
    // The stand-in for the navigation bar's Dismiss button (no navigation bar here).
    private static let dismissButtonFrame = CGRect(x: 16, y: 54, width: 80, height: 44)

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        delegate = self
    }

    // Asked at presentation (and again when the traits change): .none keeps the custom presentation.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if traitCollection.horizontalSizeClass == .compact {
            return .fullScreen
        }
        return .none
    }

    // The controller shown instead: the presented one in a navigation controller, with a Dismiss
    // button that dismisses it (the sample's unwind segue).
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        let navigation = UINavigationController(rootViewController: controller.presentedViewController)
        navigation.restorationIdentifier = "adaptiveNavigation"
        let dismissButton = UILabel(frame: Self.dismissButtonFrame)
        dismissButton.text = "Dismiss"
        dismissButton.accessibilityIdentifier = "dismissButton"
        dismissButton.isUserInteractionEnabled = true   // a label ignores touches unless told
        dismissButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissButtonTapped(_:))))
        navigation.view.addSubview(dismissButton)
        return navigation
    }

    @objc func dismissButtonTapped(_ tap: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}
