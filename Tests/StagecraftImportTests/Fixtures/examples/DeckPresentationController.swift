import UIKit

// A card stack presentation controller in the style of DeckTransition: the Swift of
// examples/presentations/deck.lua. The presented card rests just below the top of the screen with
// rounded top corners, and the presenting view shrinks back behind it with rounded corners,
// alongside the card's slide (T5.2). Presenting a card from a card stacks it: the card below
// shrinks back the same way, a little higher than it was.
private let cardTop: CGFloat = 40
private let cornerRadius: CGFloat = 10
private let backScale: CGFloat = 0.9
private let backTop: CGFloat = 20
private let stackStep: CGFloat = 10

final class DeckPresentationController: UIPresentationController {
    /// How the view behind was before it was pushed back.
    private var behindRadius: CGFloat = 0
    private var behindClips = false

    /// Shrinks a view with frame `frame` to backScale about its centre and puts its top at `top`:
    /// a point p from the centre goes to s·p + (0, ty).
    private func pushedBack(_ frame: CGRect, top: CGFloat) -> CGAffineTransform {
        let s = backScale
        return CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: top - (frame.midY - s * frame.height / 2))
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: cardTop, width: bounds.width, height: bounds.height - cardTop)
    }

    override func presentationTransitionWillBegin() {
        guard let card = presentedView, let behind = presentingViewController.view else { return }
        card.layer.cornerRadius = cornerRadius
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true

        // The view behind: the presenting controller's (the root screen, or the card below).
        behindRadius = behind.layer.cornerRadius
        behindClips = behind.clipsToBounds
        let frame = behind.frame
        let transform = pushedBack(frame, top: max(frame.minY - stackStep, backTop))
        behind.clipsToBounds = true
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            behind.transform = transform
            behind.layer.cornerRadius = cornerRadius
        })
    }

    /// A rotation lays the window out again and sets the frame of the view behind while it is
    /// shrunk back, through its transform (L1.10): give it back its size untransformed, then shrink
    /// it back again for the new size.
    override func containerViewWillLayoutSubviews() {
        guard let behind = presentingViewController.view, let bounds = containerView?.bounds else { return }
        // The view behind is the root screen's (the window's size) or, in a stack, the card below's.
        let stacked = presentingViewController.presentingViewController != nil
        let frame = stacked ? CGRect(x: 0, y: cardTop, width: bounds.width, height: bounds.height - cardTop) : bounds
        let size = behind.bounds
        if behind.transform.isIdentity || (size.width == frame.width && size.height == frame.height) { return }
        behind.transform = .identity
        behind.frame = frame
        behind.transform = pushedBack(frame, top: max(frame.minY - stackStep, backTop))
    }

    /// Puts the view behind back as it was (its transform is animated back by the dismissal).
    private func restoreBehind() {
        guard let behind = presentingViewController.view else { return }
        behind.clipsToBounds = behindClips
        behind.layer.cornerRadius = behindRadius
        behind.transform = .identity
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restoreBehind() }
    }

    override func dismissalTransitionWillBegin() {
        guard let behind = presentingViewController.view else { return }
        let radius = behindRadius
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            behind.transform = .identity
            behind.layer.cornerRadius = radius
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restoreBehind() }
    }
}
