import Testing
@testable import Stagecraft

/// T3.8 (revised): a plain controller told to begin the direction it is already going ignores the
/// repeat (no second will-call, no message) and the end that balances it; containers (navigation,
/// tab bar, a controller forwarding to children) report it; an end with no begin is reported for
/// every controller.
@Suite struct AppearanceRepeatTests {
    static func lifecycle(_ engine: Engine, _ name: String) -> [String] {
        engine.events.filter { $0.category == .lifecycle && $0.subject == name && $0.name != "viewDidLoad" }.map(\.name)
    }

    @Test func t3_8_aPlainControllerIgnoresARepeatedBeginWhileAppearing() {
        let engine = Engine()
        let plain = ViewController(name: "plain")
        plain.beginAppearanceTransition(true, animated: true)
        plain.beginAppearanceTransition(true, animated: true)
        #expect(Self.lifecycle(engine, "plain") == ["viewWillAppear"])
        plain.endAppearanceTransition()  // the first end completes the cycle
        #expect(Self.lifecycle(engine, "plain") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        plain.endAppearanceTransition()  // the repeat's end is absorbed
        #expect(Self.lifecycle(engine, "plain") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(plain.isVisible)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    /// The other direction: a repeated begin(false) while disappearing.
    @Test func t3_8_aPlainControllerIgnoresARepeatedBeginWhileDisappearing() {
        let engine = Engine()
        let plain = ViewController(name: "plain")
        plain.beginAppearanceTransition(true, animated: false)
        plain.endAppearanceTransition()
        plain.beginAppearanceTransition(false, animated: true)
        plain.beginAppearanceTransition(false, animated: true)
        plain.endAppearanceTransition()
        plain.endAppearanceTransition()
        #expect(Self.lifecycle(engine, "plain").suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(Self.lifecycle(engine, "plain").filter { $0 == "viewWillDisappear" }.count == 1)
        #expect(!plain.isVisible && plain.appearanceState == .disappeared)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    /// The boundary: one end per ignored begin is absorbed, not more; the next is an end with no begin.
    @Test func t3_8_onlyOneEndPerIgnoredBeginIsAbsorbed() {
        let engine = Engine()
        let plain = ViewController(name: "plain")
        plain.beginAppearanceTransition(true, animated: false)
        plain.beginAppearanceTransition(true, animated: false)
        plain.endAppearanceTransition()
        plain.endAppearanceTransition()
        #expect(engine.diagnostics.isEmpty)
        plain.endAppearanceTransition()
        #expect(engine.diagnostics.map(\.kind) == [.unbalancedAppearance])
        #expect(engine.diagnostics.first?.message.contains("endAppearanceTransition() with no transition begun") == true)
    }

    /// An ignored begin owes its end to its own cycle: a new cycle from rest starts with nothing owed.
    @Test func t3_8_aNewCycleOwesNothingToAnUnendedRepeat() {
        let engine = Engine()
        let plain = ViewController(name: "plain")
        plain.beginAppearanceTransition(true, animated: false)
        plain.beginAppearanceTransition(true, animated: false)  // never ended
        plain.endAppearanceTransition()
        plain.beginAppearanceTransition(false, animated: false)
        plain.endAppearanceTransition()
        plain.endAppearanceTransition()  // not the repeat's: reported
        #expect(engine.diagnostics.map(\.kind) == [.unbalancedAppearance])
    }

    @Test func t3_8_aNavigationControllerReportsARepeatedBegin() {
        let engine = Engine()
        let navigation = NavigationController(rootViewController: ViewController(name: "top"))
        navigation.beginAppearanceTransition(true, animated: true)
        navigation.beginAppearanceTransition(true, animated: true)
        #expect(engine.diagnostics.map(\.kind) == [.unbalancedAppearance])
        #expect(engine.diagnostics.first?.message.contains("Unbalanced calls to begin/end appearance transitions") == true)
        #expect(Self.lifecycle(engine, "top").filter { $0 == "viewWillAppear" }.count == 1)
    }

    /// A custom container: a plain controller class with a child on screen in its view.
    @Test func t3_8_aControllerForwardingToChildrenReportsARepeatedBegin() {
        let engine = Engine()
        let parent = ViewController(name: "parent"), child = ViewController(name: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        #expect(engine.diagnostics.isEmpty)
        parent.beginAppearanceTransition(false, animated: true)
        parent.beginAppearanceTransition(false, animated: true)
        #expect(engine.diagnostics.map(\.kind) == [.unbalancedAppearance])
        #expect(Self.lifecycle(engine, "child").filter { $0 == "viewWillDisappear" }.count == 1)
    }

    /// The running case, as a widely used bubble animator does it: a `.custom` present whose animator
    /// begins the presented controller's appearance again (UIKit already did, T3.5) and ends it after
    /// completeTransition, and gives the presenter its disappear pair; the dismissal likewise.
    static func bubble(presenting presented: ViewController) -> (Stage, FixedDelegate) {
        let stage = Stage()
        presented.modalPresentationStyle = .custom
        let animator = ClosureAnimator(duration: 0.3) { context in
            let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
            let presenting = to === presented
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
            let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
            if presenting, let moving { context.containerView.addSubview(moving) }
            View.animate(withDuration: 0.3, animations: { moving?.alpha = presenting ? 1 : 0 }) { _ in
                if !presenting { moving?.removeFromSuperview() }
                context.completeTransition(true)
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
        }
        let delegate = FixedDelegate(animator: animator)
        presented.transitioningDelegate = delegate
        return (stage, delegate)
    }

    @Test func t3_8_aBubbleAnimatorOnAPlainPresentedControllerIsNotReported() {
        let card = ViewController(name: "card")
        let (stage, delegate) = Self.bubble(presenting: card)
        var mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.5)
        // viewIsAppearing's place depends on layout (T3.9); the order of the rest is T3.4 / T3.5 and the animator's.
        #expect(stage.lifecycle(since: mark).filter { !$0.hasSuffix("viewIsAppearing") } == [
            "card.viewWillAppear", "root.viewWillDisappear", "card.viewDidAppear", "root.viewDidDisappear",
        ])
        mark = stage.mark
        card.dismiss(animated: true)
        stage.engine.advance(by: 0.5)
        #expect(stage.lifecycle(since: mark).filter { !$0.hasSuffix("viewIsAppearing") } == [
            "card.viewWillDisappear", "root.viewWillAppear", "card.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(stage.root.isVisible && !card.isVisible)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        withExtendedLifetime(delegate) {}
    }

    /// The same animator presenting a navigation controller: reported, as users of that library see.
    @Test func t3_8_theSameAnimatorOnAPresentedNavigationControllerIsReported() {
        let navigation = NavigationController(rootViewController: ViewController(name: "top"))
        navigation.name = "nav"
        let (stage, delegate) = Self.bubble(presenting: navigation)
        stage.root.present(navigation, animated: true)
        stage.engine.advance(by: 0.5)
        let reports = stage.diagnostics(.unbalancedAppearance)
        #expect(!reports.isEmpty)
        #expect(reports.allSatisfy { $0.subject == "nav" || $0.message.contains("nav") })
        #expect(stage.root.presentedViewController === navigation)
        withExtendedLifetime(delegate) {}
    }

    /// A turn-back (the opposite direction before the end) stays valid: it is how UIKit cancels (T3.6)
    /// and how a custom container cancels a child's transition (see UncertainRules).
    @Test func t3_8_aTurnBackBeforeTheEndIsNotReported() {
        let engine = Engine()
        let plain = ViewController(name: "plain")
        plain.beginAppearanceTransition(true, animated: false)
        plain.endAppearanceTransition()
        plain.beginAppearanceTransition(false, animated: true)
        plain.beginAppearanceTransition(true, animated: false)
        plain.endAppearanceTransition()
        #expect(plain.isVisible)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
