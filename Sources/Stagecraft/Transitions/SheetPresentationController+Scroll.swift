/// Drag versus scroll (T11.4i): a vertical scroll view inside the sheet and the sheet's own pan
/// recognise together, and each movement of the finger goes to one of them.
///
/// - Down, with the content at its top (offset ≤ −adjustedContentInset.top): the sheet moves
///   (towards a smaller detent, or the swipe dismissal), the content stays pinned at its top.
/// - Up, with the content at its top and the sheet below its tallest detent: the sheet grows first
///   when `prefersScrollingExpandsWhenScrolledToEdge` (up to the tallest detent, no rubber band),
///   and in any case comes back up to where the drag found it; after that the content scrolls.
/// - Otherwise the content scrolls and the sheet stays. A release after the content scrolled leaves
///   the sheet where it rests; a release after the sheet moved stops the content's coast.
extension SheetPresentationController: GestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer && scrollView(of: other) != nil
    }

    /// The vertical scroll view inside the presented view whose pan `recognizer` is.
    func scrollView(of recognizer: GestureRecognizer) -> ScrollView? {
        guard let scrollView = recognizer.view as? ScrollView, recognizer === scrollView.panGestureRecognizer,
              scrollView.isDescendant(of: currentPresentedView) else { return nil }
        return scrollView
    }

    /// The scrolling scroll view the sheet's drag shares its touch with, when the drag begins.
    func scrollViewSharingDrag() -> ScrollView? {
        var node = panGestureRecognizer.touches.first?.view
        while let view = node, view !== currentPresentedView {
            if let scrollView = view as? ScrollView, scrollView.panGestureRecognizer.state.isActive,
               scrollView.scrollableAxes.vertical {
                return scrollView
            }
            node = view.superview
        }
        return nil
    }

    /// Decides who takes this movement — all of it (UncertainRules.dragGoesWhollyToSheetOrContent);
    /// returns true when the sheet does (after pinning the content at its top), false when the
    /// content scrolls (after holding the sheet where it is).
    func sheetTakesMovement(_ drag: inout SheetDrag, translation: Double, scrollView: ScrollView) -> Bool {
        let delta = translation - drag.lastTranslation
        drag.lastTranslation = translation
        let topOffset = -scrollView.adjustedContentInset.top
        let atTop = drag.lastContentOffset <= topOffset + 0.5
        let top = currentPresentedView.frame.minY
        let sheetTakes: Bool
        if drag.dismissal != nil {
            sheetTakes = true
        } else if delta > 0 {
            sheetTakes = atTop
        } else if delta < 0 {
            let tallest = positions[0].top
            let expands = prefersScrollingExpandsWhenScrolledToEdge && top > tallest + 0.5
            sheetTakes = atTop && (expands || top > drag.restTop + 0.5)
        } else {
            sheetTakes = drag.sheetMoved
        }
        if sheetTakes {
            let pan = scrollView.panGestureRecognizer
            scrollView.applyOffset(Point(scrollView.contentOffset.x, topOffset))
            // Whichever pan's action runs first, this movement is spent: the content's drag goes on
            // from its pinned top with the next movement (SV1.3's drag works from the current offset).
            scrollView.lastDragTranslation = pan.translation(in: scrollView)
        } else {
            drag.startTop = top - translation
        }
        drag.sheetMoved = sheetTakes
        drag.lastContentOffset = scrollView.contentOffset.y
        return sheetTakes
    }

    /// The top the sheet may grow to while the content is at its top: the tallest detent when
    /// scrolling expands the sheet, else where the drag found it.
    func expansionLimit(_ drag: SheetDrag) -> Double {
        prefersScrollingExpandsWhenScrolledToEdge ? positions[0].top : drag.restTop
    }
}
