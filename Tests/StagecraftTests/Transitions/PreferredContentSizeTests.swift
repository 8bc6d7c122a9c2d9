import Testing
@testable import Stagecraft

/// Apple's AAPLCustomPresentationController, reduced to its sizing: the presented view is
/// `preferredContentSize` tall at the bottom, and a new preferred size lays it out again.
final class PreferredSizePresentation: PresentationController {
    var changes = 0

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return Rect(0, bounds.maxY - size.height, bounds.width, size.height)
    }

    override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        container === presentedViewController ? container.preferredContentSize : parentSize
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
        changes += 1
        containerView?.setNeedsLayout()
    }

    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

/// LY1.6: preferredContentSize, size(forChildContentContainer:…) and the container's layout pass.
@Suite struct PreferredContentSizeTests {
    @Test func ly1_6_theDefaultSizeForAChildIsTheParentsSize() {
        let stage = Stage()
        let presentation = PresentationController(presentedViewController: ViewController(name: "p"), presenting: stage.root)
        #expect(presentation.size(forChildContentContainer: presentation.presentedViewController,
                                  withParentContainerSize: Size(width: 390, height: 844)) == Size(width: 390, height: 844))
    }

    @Test func ly1_6_aNewPreferredSizeReachesThePresentationControllerAndLaysOutAgain() {
        let stage = Stage()
        let sheet = ViewController(name: "sheet")
        sheet.preferredContentSize = Size(width: 0, height: 300)
        sheet.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.2))
        delegate.makePresentationController = { presented, presenting in
            PreferredSizePresentation(presentedViewController: presented, presenting: presenting ?? stage.root)
        }
        sheet.transitioningDelegate = delegate
        stage.root.present(sheet, animated: true)
        stage.engine.advance(by: 0.5)
        #expect(sheet.view.frame == Rect(0, 544, 390, 300))
        let controller = sheet.presentationController as? PreferredSizePresentation
        sheet.preferredContentSize = Size(width: 0, height: 400)
        #expect(controller?.changes == 1)
        #expect(sheet.view.frame == Rect(0, 544, 390, 300))  // laid out at the end of the turn
        stage.engine.advance(by: 0)
        #expect(sheet.view.frame == Rect(0, 444, 390, 400))
        sheet.preferredContentSize = Size(width: 0, height: 400)
        #expect(controller?.changes == 1)  // no change, no call
        #expect(stage.engine.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
