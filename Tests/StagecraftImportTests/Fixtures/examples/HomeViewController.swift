import UIKit

// Seed S3 (WarningSeed.swift, HomeViewController as the transitioning delegate): the Swift of
// examples/delegates/warning_home.lua. A presentation controller for the bottom half, an animator
// that knows to present rather than dismiss (or the reverse), no interaction for the presentation,
// and for the dismissal the percent-driven interaction the pan drives — only while the pan drives
// it: a dismissal from code is not interactive, and an interaction nothing updates would hold it at 0 %.
final class HomeViewController: NSObject, UIViewControllerTransitioningDelegate {
    let dismissalPan = WarningPan()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return FancyWarningPresentationController(presentedViewController: presented, presenting: presenting, dismissalPan: dismissalPan)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FancyWarningAnimationController(isPresenting: true)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // "Nah, let's just present this one non-interactively."
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FancyWarningAnimationController(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissalPan.isInteracting ? dismissalPan.transition : nil
    }
}
