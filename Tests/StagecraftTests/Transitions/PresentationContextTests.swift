import Testing
@testable import Stagecraft

/// `.currentContext` / `.overCurrentContext` with `definesPresentationContext` (Apple's
/// UIModalPresentationStyle and definesPresentationContext pages): the closest ancestor that defines
/// the context presents; its view is covered (and removed for `.currentContext`); the presented view
/// takes the context view's frame on screen.
@Suite struct PresentationContextTests {
    /// root (full window) ⊃ context (defines the context, 0,100 390×400) ⊃ inner (where present is called).
    struct Screen {
        let stage: Stage
        let root = ViewController(name: "root"), context = ViewController(name: "context"), inner = ViewController(name: "inner")
        let contextFrame = Rect(0, 100, 390, 400)

        init(defines: Bool = true) {
            context.definesPresentationContext = defines
            root.addChild(context)
            context.view.frame = contextFrame
            root.view.addSubview(context.view)
            context.finishMove(toParent: root)
            context.addChild(inner)
            inner.view.frame = Rect(0, 0, 390, 200)
            context.view.addSubview(inner.view)
            inner.finishMove(toParent: context)
            stage = Stage(root: root)  // on screen with its children, which get their appearance calls
        }
    }

    @Test func currentContextPresentsInTheDefiningAncestorAndRemovesItsView() {
        let screen = Screen()
        let modal = ViewController(name: "modal")
        modal.modalPresentationStyle = .currentContext
        var done = false
        screen.inner.present(modal, animated: true) { done = true }
        #expect(modal.presentingViewController === screen.context)
        screen.stage.engine.advance(by: 1)
        #expect(done)
        #expect(modal.view.convert(modal.view.bounds, to: nil) == screen.contextFrame)
        #expect(screen.context.view.window == nil && screen.root.view.window != nil)  // like .fullScreen, within the context
        screen.inner.dismiss(animated: true)  // a child of the context dismisses what the context presented
        screen.stage.engine.advance(by: 1)
        #expect(modal.view.window == nil && screen.context.presentedViewController == nil)
        #expect(screen.context.view.superview === screen.root.view && screen.context.view.frame == screen.contextFrame)
        #expect(screen.stage.engine.diagnostics.isEmpty)
    }

    @Test func overCurrentContextKeepsTheContextsView() {
        let screen = Screen()
        let modal = ViewController(name: "modal")
        modal.modalPresentationStyle = .overCurrentContext
        let mark = screen.stage.mark
        screen.inner.present(modal, animated: true)
        screen.stage.engine.advance(by: 1)
        #expect(modal.presentingViewController === screen.context)
        #expect(modal.view.convert(modal.view.bounds, to: nil) == screen.contextFrame)
        #expect(screen.context.view.window != nil && screen.context.view.frame == screen.contextFrame)
        // Like .overFullScreen: the covered controller gets no appearance calls (T3.5).
        #expect(screen.stage.lifecycle(since: mark, ["context", "inner"]).isEmpty)
        modal.dismiss(animated: true)
        screen.stage.engine.advance(by: 1)
        #expect(modal.view.window == nil && screen.stage.engine.diagnostics.isEmpty)
    }

    @Test func withoutADefiningAncestorTheRootPresents() {
        let screen = Screen(defines: false)
        let modal = ViewController(name: "modal")
        modal.modalPresentationStyle = .currentContext
        screen.inner.present(modal, animated: true)
        screen.stage.engine.advance(by: 1)
        #expect(modal.presentingViewController === screen.root)
        #expect(modal.view.convert(modal.view.bounds, to: nil) == screen.stage.window.bounds)
    }
}
