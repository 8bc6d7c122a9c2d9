/// A presentation's container view (UIKit's `UITransitionView`): its layout pass is the
/// presentation controller's `containerViewWillLayoutSubviews` / `DidLayoutSubviews` (LY1.6), so
/// `containerView.setNeedsLayout()` from a presentation controller (after a
/// `preferredContentSize` change) lays the presented view out again, as in Apple's sample.
final class ContainerView: View {
    /// Held weakly: the presentation controller holds the container.
    weak var presentationController: PresentationController?

    override func layoutSubviews() { presentationController?.layoutContainer() }
}
