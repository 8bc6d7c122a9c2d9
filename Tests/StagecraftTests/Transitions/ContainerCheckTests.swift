import Testing
@testable import Stagecraft

/// The container check at the end of a transition (T1.14, T9.2, T9.3): it looks at the container
/// once the system has done its own removals, so the views the system takes out are not reported.
@Suite struct ContainerCheckTests {
    @Test func t1_14_fullScreenPresentDoesNotReportThePresentingViewTheSystemRemoves() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen  // the presenting view is in the container
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.2))
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.3)
        #expect(stage.root.presentedViewController === card && stage.root.view.window == nil)
        #expect(card.view.superview?.subviews.map(\.displayName) == ["card"])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t9_3_pushDoesNotReportTheFromViewTheSystemRemoves() {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        let stage = Stage(root: navigation)
        let delegate = FixedNavigationDelegate(ClosureAnimator(duration: 0.2) { context in
            guard let toView = context.view(forKey: .to) else { return }
            context.containerView.addSubview(toView)
            context.completeTransition(true)
        })
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        stage.engine.advance(by: 0.1)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["detail"])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t1_14_aViewTheAnimatorForgetsIsStillReported() {
        let stage = Stage()
        let card = ViewController(name: "card")
        let delegate = FixedDelegate(animator: ClosureAnimator(duration: 0.2) { context in
            guard let toView = context.view(forKey: .to) else { return }
            context.containerView.addSubview(toView)
            context.containerView.addSubview(View(name: "forgotten snapshot"))
            context.completeTransition(true)
        })
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.1)
        #expect(stage.diagnosticKinds == [.viewsLeftInContainer])
        #expect(stage.engine.diagnostics.first?.message.contains("forgotten snapshot") == true)
        #expect(stage.engine.diagnostics.first?.message.contains("root") == false)
    }
}

/// A navigation delegate vending one animator.
final class FixedNavigationDelegate: NavigationControllerDelegate {
    let animator: ViewControllerAnimatedTransitioning
    init(_ animator: ViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
}
