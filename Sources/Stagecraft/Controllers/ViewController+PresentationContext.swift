/// Where a presentation happens: the whole window, or for `.currentContext` / `.overCurrentContext`
/// the view of the closest controller that defines the presentation context.
///
/// Apple ("definesPresentationContext"): "When a context-based presentation occurs, UIKit starts at
/// the presenting view controller and walks up the view controller hierarchy. If it finds a view
/// controller whose value for this property is true, it asks that view controller to present the new
/// view controller. If no view controller defines the presentation context, UIKit asks the window's
/// root view controller to handle the presentation." `.currentContext` removes the context's view
/// after the presentation completes (as `.fullScreen` does the screen's); `.overCurrentContext` keeps
/// it underneath (as `.overFullScreen`).
extension ViewController {
    /// The controller that presents a controller with `style` when `present` is called on this one.
    func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        guard style.isContextual else { return rootAncestor }
        return sequence(first: self, next: \.parent).first { $0.definesPresentationContext } ?? rootAncestor
    }

    /// The container's frame in the window: the window's bounds, or the context's view on screen,
    /// so the presented view's default frame (the container's bounds) covers exactly that view.
    func containerFrame(for presenter: ViewController, style: ModalPresentationStyle, in window: View) -> Rect {
        guard style.isContextual, let view = presenter.viewIfLoaded, view !== window else { return window.bounds }
        return view.convert(view.bounds, to: nil)
    }
}
