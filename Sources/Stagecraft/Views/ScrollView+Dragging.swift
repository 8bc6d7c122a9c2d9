import Foundation

/// Dragging a scroll view (SV1.3–SV1.5, SV1.8, SV1.12): the pan moves the offset with the
/// finger, rubber-bands past the edges, and a release hands over to a motion.
extension ScrollView {
    /// The rubber-banded offset the content shows for an unbounded drag position `raw` (SV1.4).
    func banded(_ raw: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The drag position that shows `offset`: the inverse of `banded`, for a drag caught mid-bounce.
    func unbanded(_ offset: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < range.lowerBound { return range.lowerBound - ScrollPhysics.unbanded(range.lowerBound - offset, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + ScrollPhysics.unbanded(offset - range.upperBound, dimension: dimension) }
        return offset
    }

    /// Why a pan moving by `translation` (in the scroll view's space) may not begin, or nil (SV1.3):
    /// nothing scrolls, or the content scrolls along one axis only and the pan goes more across it.
    func refusal(toScroll translation: Point) -> String? {
        let axes = scrollableAxes
        switch (axes.horizontal, axes.vertical) {
        case (false, false): return "the content does not scroll"
        case (true, false) where abs(translation.y) > abs(translation.x): return "a vertical pan on a horizontal scroll view"
        case (false, true) where abs(translation.x) > abs(translation.y): return "a horizontal pan on a vertical scroll view"
        default: return nil
        }
    }

    /// A finger landed: a running motion stops where it is, and the touch selects nothing (SV1.12).
    func touchDown() {
        if motion != nil {
            stopMotion()
            failSelections(because: "the touch stopped the scrolling")
        }
    }

    /// The finger lifted without dragging: content a touch caught past an edge springs back to it
    /// from rest, as after a release there (SV1.7).
    func touchUpWithoutDragging() {
        let range = contentOffsetRange, offset = contentOffset
        guard motion == nil, !range.x.contains(offset.x) || !range.y.contains(offset.y) else { return }
        let x = ScrollMotion.Axis.release(at: offset.x, velocity: 0, rate: decelerationRate, range: range.x, bounces: bounces)
        let y = ScrollMotion.Axis.release(at: offset.y, velocity: 0, rate: decelerationRate, range: range.y, bounces: bounces)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(ScrollMotion(kind: .deceleration, startTime: Engine.current?.now ?? 0, x: x, y: y))
    }

    /// Fails the list's or grid's pending selection: UIKit cancels a cell's highlight once scrolling starts.
    func failSelections(because reason: String) {
        for recognizer in gestureRecognizers where recognizer is SelectionGestureRecognizer && recognizer.state == .possible {
            recognizer.transition(to: .failed, because: reason)
        }
    }

    func panChanged(_ pan: GestureRecognizer) {
        guard let pan = pan as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            let range = contentOffsetRange, offset = contentOffset
            dragStart = Point(unbanded(offset.x, in: range.x, dimension: bounds.width), unbanded(offset.y, in: range.y, dimension: bounds.height))
            lastDragTranslation = pan.translation(in: self)
            failSelections(because: "scrolling began")
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            applyOffset(dragOffset(pan))
        case .ended, .cancelled:
            applyOffset(dragOffset(pan))
            release(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// Where the drag puts the content now (SV1.3, SV1.4): the current offset (as a drag position,
    /// without its rubber band) minus the translation since the last move, on the axes that scroll,
    /// rubber-banded past the edges. Working from the current offset, not the start, is what lets
    /// code pin the offset mid-drag (a sheet taking over the finger) and the drag go on from there.
    private func dragOffset(_ pan: PanGestureRecognizer) -> Point {
        let translation = pan.translation(in: self)
        let moved = translation - lastDragTranslation
        lastDragTranslation = translation
        let axes = scrollableAxes, range = contentOffsetRange, offset = contentOffset
        func axis(_ value: Double, _ delta: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            banded(unbanded(value, in: range, dimension: dimension) - delta, in: range, dimension: dimension)
        }
        return Point(axes.horizontal ? axis(offset.x, moved.x, range.x, bounds.width) : offset.x,
                     axes.vertical ? axis(offset.y, moved.y, range.y, bounds.height) : offset.y)
    }

    /// The finger lifted with `fingerVelocity` (points per second, the finger's): ask the delegate
    /// where to rest, then start the motion there (SV1.5).
    private func release(velocity fingerVelocity: Point) {
        isDragging = false
        let axes = scrollableAxes, range = contentOffsetRange, offset = contentOffset
        // The content moves against the finger; an axis that does not scroll does not move.
        let velocity = Point(axes.horizontal ? -fingerVelocity.x : 0, axes.vertical ? -fingerVelocity.y : 0)
        var natural = Point.zero
        var axesMotion = (x: ScrollMotion.Axis.still(offset.x), y: ScrollMotion.Axis.still(offset.y))
        if isPagingEnabled {
            natural = Point(page(offset.x, velocity.x, range.x, bounds.width, start: dragStart.x),
                            page(offset.y, velocity.y, range.y, bounds.height, start: dragStart.y))
        } else {
            axesMotion = (.release(at: offset.x, velocity: velocity.x, rate: decelerationRate, range: range.x, bounces: bounces),
                          .release(at: offset.y, velocity: velocity.y, rate: decelerationRate, range: range.y, bounces: bounces))
            natural = Point(axesMotion.x.end, axesMotion.y.end)
        }
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(velocity.x / 1000, velocity.y / 1000), targetContentOffset: &target)
        if !target.isFinite { target = natural }
        if isPagingEnabled || target != natural {
            axesMotion = (towards(target.x, from: offset.x, velocity.x, range.x), towards(target.y, from: offset.y, velocity.y, range.y))
        }
        let moves = axesMotion.x.duration > 0 || axesMotion.y.duration > 0
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(ScrollMotion(kind: .deceleration, startTime: (motionEngine ?? Engine.current)?.now ?? 0, x: axesMotion.x, y: axesMotion.y))
    }

    /// The offset of the page a paging release rests on (SV1.8): the next page in the direction of
    /// a release faster than `UncertainRules.pagingFlingSpeed`, else the nearest; at most one page
    /// from where the drag started, inside `range`.
    private func page(_ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>, _ size: Double, start: Double) -> Double {
        guard size > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / size, startPage = (start / size).rounded()
        var page: Double
        if abs(velocity) > UncertainRules.pagingFlingSpeed {
            page = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        page = min(max(page, startPage - 1), startPage + 1)
        return min(max(page * size, range.lowerBound), range.upperBound)
    }

    /// A motion from `offset` that rests exactly on `target` (a page, or a target the delegate chose):
    /// a spring for pages and for releases past an edge, else a coast whose speed is chosen so that
    /// it stops there (SV1.5, SV1.8).
    private func towards(_ target: Double, from offset: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> ScrollMotion.Axis {
        let target = min(max(target, range.lowerBound), range.upperBound)
        if isPagingEnabled || !range.contains(offset) {
            return abs(target - offset) < 1e-9 && velocity == 0 ? .still(offset) : .spring(ScrollPhysics.Bounce(from: offset, to: target, velocity: velocity))
        }
        // Resting point x0 − v/k with k = 1000·ln(rate): v = (x0 − target)·k.
        let coast = ScrollPhysics.Deceleration(start: offset, velocity: (offset - target) * 1000 * log(decelerationRate), rate: decelerationRate)
        // It rests on the target itself, not on the target plus rounding.
        return coast.duration > 0 ? .coast(coast, then: .stop(time: coast.duration, at: target)) : .still(target)
    }
}
