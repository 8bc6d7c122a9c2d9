/// A presentation's container view (UIKit's `UITransitionView`): its layout pass is the
/// presentation controller's `containerViewWillLayoutSubviews` / `DidLayoutSubviews` (LY1.6), so
/// `containerView.setNeedsLayout()` from a presentation controller (after a
/// `preferredContentSize` change) lays the presented view out again, as in Apple's sample.
final class ContainerView: View {
    /// Held weakly: the presentation controller holds the container.
    weak var presentationController: PresentationController?

    override func layoutSubviews() { presentationController?.layoutContainer() }

    /// A sheet at or below its largest undimmed detent lets touches outside the card through to
    /// the presenting view (T11.4d): the container and its dimming view are not hit there.
    override func hitTest(_ point: Point) -> View? {
        let hit = standardHitTest(point)
        if let sheet = presentationController as? SheetPresentationController, sheet.passesTouchesThrough,
           hit === self || hit === sheet.dimmingView {
            return nil
        }
        return hit
    }
}
