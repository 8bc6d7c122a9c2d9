import Testing
@testable import Stagecraft

/// Presentation controllers and the ready dimming controller (T4).
@Suite struct PresentationControllerTests {
    /// A card presented with the dimming controller as a bottom-half sheet, sliding up with a fade animator.
    struct Sheet {
        let stage: Stage
        let card = ViewController(name: "sheet")
        let animator = FadeAnimator(duration: 0.4)
        let delegate: FixedDelegate
        var controller: DimmingPresentationController? { card.presentationController as? DimmingPresentationController }

        init(frameRate: Double = 60, makeController: ((ViewController, ViewController?) -> PresentationController?)? = nil) {
            stage = Stage(frameRate: frameRate)
            card.modalPresentationStyle = .custom
            delegate = FixedDelegate(animator: animator)
            delegate.makePresentationController = makeController ?? { presented, presenting in
                DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? presented,
                                              presentedFrame: DimmingPresentationController.bottomSheet(fraction: 0.5))
            }
            card.transitioningDelegate = delegate
        }
    }

    @Test func t4_1_callbackOrderOfPresentAndDismiss() {
        let sheet = Sheet()
        let mark = sheet.stage.mark
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 1)
        sheet.card.dismiss(animated: true)
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.stage.calls(since: mark, [.presentation]).map { $0.replacingOccurrences(of: "DimmingPresentationController.", with: "") } == [
            "presentationTransitionWillBegin", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "presentationTransitionDidEnd", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
        ])
    }

    /// T4.2 (revised): chrome in the container goes away with it — removed by the controller (the
    /// dimming controller) or not (most real controllers): neither is reported.
    @Test func t4_2_chromeInTheContainerGoesWithItAndIsNotReported() {
        let sheet = Sheet()
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 0)
        let dimming = sheet.controller?.dimmingView
        sheet.stage.engine.advance(by: 1)
        #expect(dimming?.superview === sheet.card.view.superview)
        sheet.card.dismiss(animated: true)
        sheet.stage.engine.advance(by: 1)
        #expect(dimming?.superview == nil)
        #expect(sheet.stage.engine.diagnostics.isEmpty)

        // A presentation controller that adds a dimming view and never removes it, as Apple's sample does.
        final class Keeper: PresentationController {
            let shade = View(name: "shade")
            override func presentationTransitionWillBegin() { containerView?.insertSubview(shade, at: 0) }
        }
        let keeper = Sheet { presented, presenting in Keeper(presentedViewController: presented, presenting: presenting ?? presented) }
        keeper.stage.root.present(keeper.card, animated: true)
        keeper.stage.engine.advance(by: 1)
        let shade = (keeper.card.presentationController as? Keeper)?.shade
        let container = shade?.superview
        keeper.card.dismiss(animated: true)
        keeper.stage.engine.advance(by: 1)
        #expect(shade?.superview === container && container?.window == nil)  // gone with the container (T1.9)
        #expect(keeper.stage.engine.diagnostics.isEmpty)
    }

    @Test func t4_3_defaults() {
        let engine = Engine()
        _ = engine
        let presented = ViewController(name: "p"), presenting = ViewController(name: "q")
        let controller = PresentationController(presentedViewController: presented, presenting: presenting)
        #expect(controller.presentedView === presented.view)
        #expect(controller.frameOfPresentedViewInContainerView == .zero)  // no container yet
        controller.containerView = View(frame: Rect(0, 0, 300, 500))
        #expect(controller.frameOfPresentedViewInContainerView == Rect(0, 0, 300, 500))
        #expect(controller.shouldPresentInFullscreen)
        #expect(!controller.shouldRemovePresentersView)
    }

    @Test func t4_4_aWrapperPresentedViewIsWhatTheAnimatorGets() {
        final class Wrapping: PresentationController {
            let wrapper = View(name: "wrapper")
            override var presentedView: View? { wrapper }
            override func presentationTransitionWillBegin() {
                wrapper.frame = frameOfPresentedViewInContainerView
                let content = presentedViewController.view
                content.frame = wrapper.bounds
                wrapper.addSubview(content)
            }
        }
        let sheet = Sheet { presented, presenting in Wrapping(presentedViewController: presented, presenting: presenting ?? presented) }
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 0)
        let wrapper = (sheet.card.presentationController as? Wrapping)?.wrapper
        #expect(sheet.animator.contexts.first?.view(forKey: .to) === wrapper)
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.card.view.superview === wrapper)
        sheet.card.dismiss(animated: true)
        sheet.stage.engine.advance(by: 0)
        #expect(sheet.animator.contexts.last?.view(forKey: .from) === wrapper)
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.stage.engine.diagnostics.isEmpty)
    }

    @Test func t4_5_dimmingFadesAlongsideAndTheSheetTakesTheBottomHalf() {
        let sheet = Sheet()
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 0)
        guard let controller = sheet.controller else { Issue.record("no dimming controller"); return }
        let container = sheet.card.view.superview
        #expect(controller.dimmingView.superview === container)
        #expect(container?.subviews.first === controller.dimmingView)  // inserted at index 0
        #expect(controller.dimmingView.frame == Rect(0, 0, 390, 844))
        #expect(sheet.card.view.frame == Rect(0, 422, 390, 422))
        sheet.stage.engine.advance(by: 0.1)
        // The alongside block runs in the animator's context: 0.4 s, ease-in-ease-out.
        #expect(close(controller.dimmingView.presentation.alpha, Reference.easeInOut(0.25)))
        sheet.stage.engine.advance(by: 0.4)
        #expect(controller.dimmingView.presentation.alpha == 1)
        sheet.card.dismiss(animated: true)
        sheet.stage.engine.advance(by: 0.3)
        #expect(close(controller.dimmingView.presentation.alpha, 1 - Reference.easeInOut(0.75)))
        sheet.stage.engine.advance(by: 0.2)
        #expect(controller.dimmingView.superview == nil)
    }

    @Test func t4_5_tapOnTheDimmingViewDismisses() {
        let sheet = Sheet()
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 1)
        sheet.controller?.dimmingViewTapped()
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.stage.root.presentedViewController == nil)
        let other = Sheet()
        other.stage.root.present(other.card, animated: true)
        other.stage.engine.advance(by: 1)
        other.controller?.dismissesOnTap = false
        other.controller?.dimmingViewTapped()
        other.stage.engine.advance(by: 1)
        #expect(other.stage.root.presentedViewController === other.card)
    }
}
