import Testing
@testable import Stagecraft

/// T1.13a (revised): `finalFrame(for:)` of the presented controller of a `.custom` or
/// `.overFullScreen` dismissal is its current frame, not `.zero`, so a dismiss animator that slides
/// it away from there (a widely used presentation library's) moves it instead of collapsing it;
/// `.fullScreen` dismissals keep `.zero` (push and pop too: NavigationTests.t9_2).
@Suite struct DismissalFinalFrameTests {
    /// A presentation controller that puts the presented view in the lower half.
    final class LowerHalf: PresentationController {
        override var frameOfPresentedViewInContainerView: Rect { Rect(0, 422, 390, 422) }
    }

    /// Presents `card` with `style` and a plain placing animator, then dismisses it with `dismissal`;
    /// returns the stage after `advance` seconds of the dismissal.
    static func dismiss(style: ModalPresentationStyle, moveBeforeDismissal: Rect? = nil, advance: Double,
                        _ dismissal: ClosureAnimator) -> (Stage, ViewController, FixedDelegate) {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = style
        let delegate = FixedDelegate()
        delegate.makePresentationController = { presented, presenting in LowerHalf(presentedViewController: presented, presenting: presenting ?? presented) }
        delegate.presentAnimator = ClosureAnimator(duration: 0) { context in
            guard let to = context.view(forKey: .to) else { return }
            to.frame = context.finalFrame(for: context.viewController(forKey: .to))
            context.containerView.addSubview(to)
            context.completeTransition(true)
        }
        delegate.dismissAnimator = dismissal
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.1)
        if let moved = moveBeforeDismissal { card.view.frame = moved }
        card.dismiss(animated: true)
        stage.engine.advance(by: advance)
        return (stage, card, delegate)
    }

    /// The library's dismissal: from `finalFrame(for: fromVC)` down by the container's height, linearly over 1 s.
    static func slideDown(_ seen: @escaping (Rect) -> Void = { _ in }) -> ClosureAnimator {
        ClosureAnimator(duration: 1) { context in
            guard let from = context.view(forKey: .from) else { return }
            let final = context.finalFrame(for: context.viewController(forKey: .from))
            seen(final)
            View.animate(withDuration: 1, options: .curveLinear, animations: {
                from.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height)
            }) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }

    @Test func t1_13a_customDismissalFinalFrameIsTheCurrentFrameAndTheSlideMovesIt() {
        var seen: Rect?
        let (stage, card, delegate) = Self.dismiss(style: .custom, advance: 0.5, Self.slideDown { seen = $0 })
        #expect(seen == Rect(0, 422, 390, 422))
        // Half-way, linearly: 422 + 844 / 2 down, full size (with .zero it would be shrinking to 0 × 0).
        #expect(card.view.presentation.frame == Rect(0, 844, 390, 422))
        stage.engine.advance(by: 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        withExtendedLifetime(delegate) {}
    }

    @Test func t1_13a_overFullScreenDismissalFinalFrameIsTheCurrentFrame() {
        var seen: Rect?
        // .overFullScreen asks no presentation controller: the presented view fills the window.
        let (_, _, delegate) = Self.dismiss(style: .overFullScreen, advance: 0.1, Self.slideDown { seen = $0 })
        #expect(seen == Rect(0, 0, 390, 844))
        withExtendedLifetime(delegate) {}
    }

    /// Its *current* frame: where the app moved it before dismissing (a drag that started the
    /// dismissal), not where the presentation controller would put it.
    @Test func t1_13a_theFinalFrameIsWhereTheViewIsWhenTheDismissalStarts() {
        var seen: Rect?
        let moved = Rect(0, 500, 390, 422)
        let (_, _, delegate) = Self.dismiss(style: .custom, moveBeforeDismissal: moved, advance: 0.1, Self.slideDown { seen = $0 })
        #expect(seen == moved)
        withExtendedLifetime(delegate) {}
    }

    @Test func t1_13a_fullScreenDismissalKeepsZero() {
        var seen: Rect?
        let (_, _, delegate) = Self.dismiss(style: .fullScreen, advance: 0.1, ClosureAnimator(duration: 0) { context in
            seen = context.finalFrame(for: context.viewController(forKey: .from))
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
            context.completeTransition(true)
        })
        #expect(seen == .zero)
        withExtendedLifetime(delegate) {}
    }

    /// The dismissal's to side (the presenter, which stays on screen) keeps its current frame, as before (T1.13).
    @Test func t1_13a_theDismissalsToSideIsUnchanged() {
        var seen: Rect?
        let (_, _, delegate) = Self.dismiss(style: .custom, advance: 0.1, ClosureAnimator(duration: 0) { context in
            seen = context.finalFrame(for: context.viewController(forKey: .to))
            context.completeTransition(true)
        })
        #expect(seen == Rect(0, 0, 390, 844))
        withExtendedLifetime(delegate) {}
    }
}
