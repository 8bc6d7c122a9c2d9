import UIKit

/// A bottom sheet 300 points high that is its own adaptive delegate, as Apple's adaptive sample
/// makes its presentation controller's delegate answer: when horizontally compact it adapts to
/// .fullScreen and shows the presented controller in a navigation controller; when regular it
/// answers .none and the sheet runs as designed.
class AdaptiveSheet: UIPresentationController, UIAdaptivePresentationControllerDelegate {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        delegate = self
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if traitCollection.horizontalSizeClass == .compact { return .fullScreen }
        return .none
    }

    // `controller` is this controller (its own delegate): the one whose presented screen is wrapped.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        let navigation = UINavigationController(rootViewController: controller.presentedViewController)
        navigation.restorationIdentifier = "wrapper"
        return navigation
    }
}
