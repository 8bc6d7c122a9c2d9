/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`, the scrolling part),
/// rule SV1.11 of docs/scrolling.md. Every method is optional: the extension does nothing.
///
/// Order for a drag that is flung: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for every
/// move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` every frame of the motion, `scrollViewDidEndDecelerating`. An animated
/// `setContentOffset` ends with `scrollViewDidEndScrollingAnimation` instead.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a frame of a motion, or a set from code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The pan began: the user is about to scroll.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is in points per **millisecond**, positive when the offset
    /// grows, as UIKit's; `targetContentOffset` is where the motion will rest, and may be changed.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// After `scrollViewWillEndDragging`; `decelerate` is whether a motion follows.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// A motion after a release starts.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a release came to rest (not called when a touch stops it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
