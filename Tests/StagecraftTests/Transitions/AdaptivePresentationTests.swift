import Testing
@testable import Stagecraft

/// Adaptive presentation (UIAdaptivePresentationControllerDelegate), on Apple's CustomTransitions
/// sample: AAPLAdaptivePresentationSecondViewController answers `.fullScreen` and wraps itself in a
/// navigation controller (with its Dismiss button) when horizontally compact; in a regular width the
/// custom sheet runs as designed. Expected values come from UIKit's documentation: the answer must be
/// .fullScreen, .overFullScreen or .none; .none means no adaptation; the older
/// `adaptivePresentationStyle(for:)` is asked only in a horizontally compact environment.
@Suite struct AdaptivePresentationTests {
    /// A bottom sheet, 420 pt high (the sample's preferredContentSize), with no chrome.
    final class Sheet: PresentationController {
        var willBeginCalls = 0
        override var frameOfPresentedViewInContainerView: Rect {
            guard let bounds = containerView?.bounds else { return .zero }
            return Rect(x: 0, y: bounds.maxY - 420, width: bounds.width, height: 420)
        }
        override func presentationTransitionWillBegin() { willBeginCalls += 1 }
    }

    /// The transitioning delegate vends the sheet and sets its adaptive delegate, as the sample's
    /// second controller does in setTransitioningDelegate (before present).
    final class Vendor: ViewControllerTransitioningDelegate {
        weak var adaptive: AdaptivePresentationControllerDelegate?
        var sheet: Sheet?
        init(adaptive: AdaptivePresentationControllerDelegate?) { self.adaptive = adaptive }
        func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
            let sheet = Sheet(presentedViewController: presented, presenting: presenting ?? source)
            sheet.delegate = adaptive
            self.sheet = sheet
            return sheet
        }
    }

    /// The sample's second controller as the adaptive delegate.
    final class SampleAdaptive: AdaptivePresentationControllerDelegate {
        var style: ModalPresentationStyle = .fullScreen
        var wraps = true
        var asked: [TraitCollection] = []
        var wrapper: NavigationController?
        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
            asked.append(traitCollection)
            return traitCollection.horizontalSizeClass == .compact ? style : .none
        }
        func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
            guard wraps else { return nil }
            let navigation = NavigationController(rootViewController: controller.presentedViewController, name: "dismissNavigation")
            wrapper = navigation
            return navigation
        }
    }

    /// A delegate written before iOS 8.3: only the trait-less question.
    final class OldStyleAdaptive: AdaptivePresentationControllerDelegate {
        var askedCount = 0
        func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
            askedCount += 1
            return .overFullScreen
        }
    }

    private func presentSecond(in stage: Stage, adaptive: AdaptivePresentationControllerDelegate?) -> (ViewController, Vendor) {
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .custom
        let vendor = Vendor(adaptive: adaptive)
        second.transitioningDelegate = vendor
        stage.root.present(second, animated: true)
        stage.engine.advance(by: 1)
        return (second, vendor)
    }

    @Test func traits_sizeClassesComeFromTheWindowSize() {
        #expect(TraitCollection(windowSize: Size(width: 390, height: 844)) == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(TraitCollection(windowSize: Size(width: 844, height: 390)) == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(TraitCollection(windowSize: Size(width: 932, height: 430)) == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(TraitCollection(windowSize: Size(width: 1024, height: 768)) == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(TraitCollection(windowSize: Size(width: 599, height: 844)).horizontalSizeClass == .compact)
        #expect(TraitCollection(windowSize: Size(width: 600, height: 500)) == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        let stage = Stage()
        #expect(stage.root.traitCollection.horizontalSizeClass == .compact)
        stage.window.resize(to: Size(width: 1024, height: 768))
        #expect(stage.root.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func adaptive_compactWidthPresentsFullScreenInTheNavigationWrapper() {
        let stage = Stage()
        let adaptive = SampleAdaptive()
        let (second, vendor) = presentSecond(in: stage, adaptive: adaptive)
        guard let navigation = adaptive.wrapper, let sheet = vendor.sheet else { Issue.record("not adapted"); return }
        #expect(adaptive.asked == [TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)])
        #expect(stage.calls([.delegate]) == [
            "Vendor.presentationControllerForPresented", "SampleAdaptive.adaptivePresentationStyle",
            "SampleAdaptive.viewControllerForAdaptivePresentationStyle", "Vendor.animationControllerForPresented"])
        // The navigation controller is what is presented, full screen; the original is its root.
        #expect(stage.root.presentedViewController === navigation)
        #expect(second.parent === navigation)
        #expect(navigation.presentationController?.presentationStyle == .fullScreen)
        #expect(navigation.presentationController?.adaptedFrom === sheet)
        #expect(navigation.view.frame == Rect(0, 0, 390, 844))
        #expect(second.view.window === stage.window)
        #expect(stage.root.view.window == nil)  // .fullScreen takes the presenting view away (T1.14)
        // The custom controller takes no part: no container, no callbacks, its frame unused.
        #expect(sheet.containerView == nil && sheet.willBeginCalls == 0)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")

        second.dismiss(animated: true)  // the Dismiss button: dismisses the navigation controller
        stage.engine.advance(by: 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(navigation.view.window == nil && stage.root.view.window === stage.window)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    @Test func adaptive_regularWidthRunsTheCustomPresentation() {
        let stage = Stage()
        stage.window.resize(to: Size(width: 1024, height: 768))
        let adaptive = SampleAdaptive()
        let (second, vendor) = presentSecond(in: stage, adaptive: adaptive)
        #expect(adaptive.asked.map(\.horizontalSizeClass) == [.regular])
        #expect(adaptive.wrapper == nil)  // .none: the replacement is not asked for
        #expect(stage.root.presentedViewController === second)
        #expect(second.presentationController === vendor.sheet)
        #expect(vendor.sheet?.presentationStyle == .custom && vendor.sheet?.willBeginCalls == 1)
        #expect(second.view.frame == Rect(0, 768 - 420, 1024, 420))
        #expect(stage.root.view.window === stage.window)  // .custom keeps the presenting view
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    @Test func adaptive_noneMeansNoAdaptation() {
        let stage = Stage()
        let adaptive = SampleAdaptive()
        adaptive.style = .none
        let (second, vendor) = presentSecond(in: stage, adaptive: adaptive)
        #expect(adaptive.asked.count == 1 && adaptive.wrapper == nil)
        #expect(second.presentationController === vendor.sheet && vendor.sheet?.presentationStyle == .custom)
        #expect(second.view.frame == Rect(0, 844 - 420, 390, 420))
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    @Test func adaptive_noDelegateMeansNoAdaptation() {
        let stage = Stage()
        let (second, vendor) = presentSecond(in: stage, adaptive: nil)
        #expect(second.presentationController === vendor.sheet && vendor.sheet?.presentationStyle == .custom)
        #expect(stage.calls([.delegate]).allSatisfy { !$0.contains("adaptive") })
    }

    @Test func adaptive_nilReplacementShowsThePresentedControllerInTheAdaptedStyle() {
        let stage = Stage()
        let adaptive = SampleAdaptive()
        adaptive.wraps = false
        let (second, vendor) = presentSecond(in: stage, adaptive: adaptive)
        #expect(stage.root.presentedViewController === second)
        #expect(second.presentationController?.presentationStyle == .fullScreen)
        #expect(second.presentationController?.adaptedFrom === vendor.sheet)
        #expect(second.view.frame == Rect(0, 0, 390, 844))
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    @Test func adaptive_theOlderQuestionIsAskedInCompactWidthOnly() {
        let stage = Stage()
        let old = OldStyleAdaptive()
        let (second, _) = presentSecond(in: stage, adaptive: old)
        #expect(old.askedCount == 1)
        #expect(second.presentationController?.presentationStyle == .overFullScreen)
        #expect(stage.root.view.window === stage.window)  // .overFullScreen keeps the presenting view
        second.dismiss(animated: false)
        stage.engine.advance(by: 1)

        let wide = Stage()
        wide.window.resize(to: Size(width: 1024, height: 768))
        let regular = OldStyleAdaptive()
        let (third, _) = presentSecond(in: wide, adaptive: regular)
        #expect(regular.askedCount == 0)
        #expect(third.presentationController?.presentationStyle == .custom)
    }

    /// A delegate answering a style UIKit does not accept for adaptation.
    final class WrongAnswer: AdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle { .currentContext }
    }

    @Test func adaptive_anUnacceptedStyleIsReportedAndTreatedAsNone() {
        let stage = Stage()
        let wrong = WrongAnswer()
        let (second, _) = presentSecond(in: stage, adaptive: wrong)
        #expect(second.presentationController?.presentationStyle == .custom)
        #expect(stage.diagnostics(.transitionMisuse).count == 1)
    }

    @Test func adaptive_theDelegateIsAskedAgainWhenTheTraitsChangeWhilePresented() {
        let stage = Stage()
        stage.window.resize(to: Size(width: 1024, height: 768))
        let adaptive = SampleAdaptive()
        _ = presentSecond(in: stage, adaptive: adaptive)
        stage.window.resize(to: Size(width: 1000, height: 700))  // still regular: not asked
        #expect(adaptive.asked.count == 1)
        stage.window.resize(to: Size(width: 390, height: 844))
        #expect(adaptive.asked.map(\.horizontalSizeClass) == [.regular, .compact])
    }
}
