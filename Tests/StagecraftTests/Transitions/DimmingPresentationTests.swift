import Testing
@testable import Stagecraft

/// The ready dimming presentation controller (T4.5) through interactive dismissals.
@Suite struct DimmingPresentationTests {
    /// A bottom sheet presented with the fade animator; its dismissal is driven by the returned
    /// interaction (the delegate is returned too: controllers hold it weakly).
    func presentedSheet() -> (Stage, ViewController, DimmingPresentationController, PercentDrivenInteractiveTransition, FixedDelegate) {
        let stage = Stage()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.4))
        let interaction = PercentDrivenInteractiveTransition()
        delegate.makePresentationController = { presented, presenting in
            DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? stage.root,
                                          presentedFrame: DimmingPresentationController.bottomSheet(fraction: 0.5))
        }
        sheet.transitioningDelegate = delegate
        stage.root.present(sheet, animated: true)
        stage.engine.advance(by: 0.5)
        delegate.dismissInteraction = interaction
        return (stage, sheet, sheet.presentationController as! DimmingPresentationController, interaction, delegate)
    }

    @Test func t5_6_theDimmingComesBackAfterACancelledInteractiveDismissal() {
        let (stage, sheet, controller, interaction, delegate) = presentedSheet()
        sheet.dismiss(animated: true)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        interaction.update(0.5)
        stage.engine.advance(by: 0.1)
        #expect(close(controller.dimmingView.presentation.alpha, 0.5))  // scrubbed alongside (linear animator)
        interaction.cancel()
        stage.engine.advance(by: 0.5)
        #expect(stage.root.presentedViewController === sheet)
        #expect(controller.dimmingView.alpha == 1 && controller.dimmingView.presentation.alpha == 1)
        #expect(stage.engine.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func t4_2_theDimmingGoesAfterAFinishedInteractiveDismissal() {
        let (stage, sheet, controller, interaction, delegate) = presentedSheet()
        sheet.dismiss(animated: true)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        interaction.update(0.5)
        interaction.finish()
        stage.engine.advance(by: 0.5)
        #expect(stage.root.presentedViewController == nil && controller.dimmingView.superview == nil)
        #expect(stage.engine.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
