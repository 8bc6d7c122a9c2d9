import Testing
@testable import Stagecraft

/// T6.6 / T5.6 (revised): the view animations of a cancelled interactive transition — animation
/// blocks, keyframes, alongside animations — run back and end with their start values in the
/// model; only what was changed outside animation blocks is reported.
@Suite struct CancelRestoreTests {
    /// A presented card whose dismissal the test's animator performs, driven by `interaction`.
    struct Setup {
        let stage = Stage()
        let card = ViewController(name: "card")
        let delegate = FixedDelegate()
        let interaction = PercentDrivenInteractiveTransition()

        init(_ animate: @escaping (TransitionContext, View) -> Void) {
            card.modalPresentationStyle = .custom
            delegate.dismissAnimator = ClosureAnimator(duration: 1) { context in
                guard let from = context.view(forKey: .from) else { return }
                animate(context, from)
            }
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: false)
            stage.engine.advance(by: 0.1)
            delegate.dismissInteraction = interaction
        }

        /// Dismisses, scrubs to `percent`, cancels and lets the reverse end.
        func cancel(at percent: Double) {
            card.dismiss(animated: true)
            stage.engine.advance(by: 0)
            interaction.update(percent)
            stage.engine.advance(by: 0.1)
            interaction.cancel()
            stage.engine.advance(by: 2)
        }
    }

    static func completeWhenDone(_ context: TransitionContext) -> (Bool) -> Void {
        { _ in context.completeTransition(!context.transitionWasCancelled) }
    }

    @Test func t6_6_keyframesEndAtTheFirstKeyframesStart() {
        let setup = Setup { context, from in
            View.animateKeyframes(withDuration: 1, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { from.alpha = 0.5; from.transform = .init(scaleX: 0.8, y: 0.8) }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { from.alpha = 0; from.frame.origin.y = 600 }
            }, completion: Self.completeWhenDone(context))
        }
        let start = setup.card.view.frame
        setup.cancel(at: 0.7)  // into the second keyframe
        let view = setup.card.view
        #expect(view.alpha == 1 && view.transform == .identity && view.frame == start)
        #expect(view.presentation.alpha == 1 && view.presentation.frame == start)
        #expect(setup.stage.root.presentedViewController === setup.card)
        #expect(setup.stage.engine.diagnostics.isEmpty, "\(setup.stage.engine.diagnostics)")
    }

    @Test func t6_6_everyBlockOfTheTransitionEndsAtItsStart() {
        let setup = Setup { context, from in
            View.animate(withDuration: 1, animations: { from.frame.origin.x = 390 }, completion: Self.completeWhenDone(context))
            View.animate(withDuration: 0.5, delay: 0.2, options: .curveLinear, animations: { from.alpha = 0.3; from.cornerRadius = 20 })
        }
        let start = setup.card.view.frame
        setup.cancel(at: 0.5)  // the second block is past its middle
        let view = setup.card.view
        #expect(view.frame == start && view.alpha == 1 && view.cornerRadius == 0)
        #expect(setup.stage.engine.diagnostics.isEmpty, "\(setup.stage.engine.diagnostics)")
    }

    /// T5.6: an alongside fade of a view in the container (a dimming view) comes back with no code
    /// in the completion.
    @Test func t5_6_alongsideAnimationsEndAtTheirStart() {
        let shade = View(name: "shade")
        let setup = Setup { context, from in
            View.animate(withDuration: 1, animations: { from.frame.origin.y = 844 }, completion: Self.completeWhenDone(context))
        }
        setup.card.view.superview?.insertSubview(shade, at: 0)
        shade.alpha = 0.5
        setup.card.dismiss(animated: true)
        setup.card.transitionCoordinator?.animate(alongsideTransition: { _ in shade.alpha = 0 })
        setup.stage.engine.advance(by: 0)
        setup.interaction.update(0.5)
        setup.stage.engine.advance(by: 0.1)
        #expect(close(shade.presentation.alpha, 0.25))  // in the animator's context: ease-in-out, 0.5 at half time
        setup.interaction.cancel()
        setup.stage.engine.advance(by: 2)
        #expect(shade.alpha == 0.5 && shade.presentation.alpha == 0.5)
        #expect(setup.stage.engine.diagnostics.isEmpty, "\(setup.stage.engine.diagnostics)")
    }

    /// What a cancel cannot undo is reported: state changed outside animation blocks.
    @Test func t6_6_changesOutsideAnimationBlocksAreReported() {
        let setup = Setup { context, from in
            from.isHidden = true       // directly: no animation runs it back
            from.transform = .init(scaleX: 0.5, y: 0.5)
            View.animate(withDuration: 1, animations: { from.alpha = 0 }, completion: Self.completeWhenDone(context))
        }
        setup.cancel(at: 0.5)
        let reports = setup.stage.diagnostics(.cancelLeftViewsAltered)
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(message.contains("isHidden false → true") && message.contains("transform"))
        #expect(!message.contains("alpha"))  // the animated alpha came back
        #expect(setup.card.view.alpha == 1)
    }

    @Test func t6_6_aViewMovedIntoAnotherViewOfTheContainerIsReported() {
        let setup = Setup { context, from in
            let holder = View(frame: from.frame, name: "holder")
            context.containerView.addSubview(holder)
            holder.addSubview(from)
            View.animate(withDuration: 1, animations: { holder.alpha = 0 }, completion: Self.completeWhenDone(context))
        }
        setup.cancel(at: 0.5)
        let reports = setup.stage.diagnostics(.cancelLeftViewsAltered)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("into holder") == true)
    }
}
