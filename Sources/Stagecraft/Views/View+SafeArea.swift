/// Safe areas (T11.5): the part of a view that no bar, notch, Dynamic Island, home indicator or
/// keyboard covers.
///
/// A window's insets are its device's for the orientation. Any other view's are the part of its
/// bounds outside its superview's safe area (each edge at least 0, at most the view's size), plus
/// its controller's `additionalSafeAreaInsets` when it is a controller's view; a view outside a
/// window has none. Getters compute the current value; `safeAreaInsetsDidChange` and
/// `viewSafeAreaInsetsDidChange` are called by the next layout pass that sees a change, which
/// also lays the view out again, as UIKit does.
extension View {
    public var safeAreaInsets: EdgeInsets {
        if let window = self as? Window { return window.screenSafeAreaInsets }
        guard let superview else { return .zero }
        return safeAreaInsets(inside: superview, whose: superview.safeAreaInsets)
    }

    /// The insets given the superview's, without walking up again (the layout pass passes them down).
    func safeAreaInsets(inside superview: View, whose parentInsets: EdgeInsets) -> EdgeInsets {
        let additional = viewController?.additionalSafeAreaInsets ?? .zero
        // No unsafe strip above: nothing to inherit (and no geometry to compute, the common case).
        if parentInsets == .zero && additional == .zero { return .zero }
        guard superview is Window || superview.window != nil else { return .zero }
        let safe = superview.bounds.inset(by: parentInsets)
        let mine = convert(bounds, to: superview)
        // Each edge inherits only from the superview's strip on that side (UncertainRules.safeAreaFromStrips).
        func edge(_ strip: Double, _ value: Double, _ limit: Double) -> Double { strip > 0 ? min(max(value, 0), max(limit, 0)) : 0 }
        var insets = EdgeInsets(
            top: edge(parentInsets.top, safe.minY - mine.minY, mine.height),
            left: edge(parentInsets.left, safe.minX - mine.minX, mine.width),
            bottom: edge(parentInsets.bottom, mine.maxY - safe.maxY, mine.height),
            right: edge(parentInsets.right, mine.maxX - safe.maxX, mine.width))
        if additional != .zero {
            insets.top += additional.top
            insets.left += additional.left
            insets.bottom += additional.bottom
            insets.right += additional.right
        }
        return insets
    }

    /// The safe area as a guide (`view.safeAreaLayoutGuide.layoutFrame`).
    public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(kind: .safeArea, owningView: self) }

    /// The keyboard as a guide (iOS 15's `keyboardLayoutGuide`): the docked keyboard's frame in
    /// this view's coordinates; with no keyboard up, the strip under the window's safe area (its
    /// top edge is the safe area's bottom), as Apple documents (WWDC21 "Your guide to keyboard layout").
    public var keyboardLayoutGuide: LayoutGuide { LayoutGuide(kind: .keyboard, owningView: self) }

    var keyboardLayoutFrame: Rect {
        guard let window = self as? Window ?? window else { return .zero }
        return convert(window.keyboardFrame, from: window)
    }

    /// Calls the change callbacks if the insets moved since they were last reported (layout pass).
    func updateSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
        needsLayout = true
    }
}
