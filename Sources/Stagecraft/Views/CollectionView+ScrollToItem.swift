/// Scrolling a collection view to one of its items (UIKit's `scrollToItem(at:at:animated:)`).
extension CollectionView {
    /// Where an item should end up along the vertical axis (UIKit's `.top`, `.centeredVertically`,
    /// `.bottom`) or the horizontal one (`.left`, `.centeredHorizontally`, `.right`).
    public enum ScrollPosition: String, Sendable, CaseIterable {
        case top, centeredVertically, bottom, left, centeredHorizontally, right

        var isVertical: Bool { self == .top || self == .centeredVertically || self == .bottom }
    }

    /// Scrolls so that item `index` sits at `positions` (at most one per axis; an axis without one
    /// keeps its offset): the item's edge or centre meets the same edge or centre of the visible
    /// area, the bounds less the adjusted content insets. The offset is then clamped to the
    /// content's range, so an item near the end of the content stops short of the position
    /// (`UncertainRules.scrollToItemClampsToContent`). `animated` scrolls as
    /// `setContentOffset(_:animated: true)` does. Returns false (and scrolls nowhere) for an item
    /// that does not exist (a diagnostic) or two positions on one axis (UIKit raises).
    @discardableResult
    public func scrollToItem(at index: Int, at positions: [ScrollPosition], animated: Bool) -> Bool {
        guard checkIndex(index, count: numberOfItems, "scrollToItem(at:)") else { return false }
        let vertical = positions.filter(\.isVertical), horizontal = positions.filter { !$0.isVertical }
        guard vertical.count <= 1, horizontal.count <= 1 else {
            refuse("scrollToItem", "\(positions.map(\.rawValue)) names two positions on one axis")
            return false
        }
        let frame = itemFrames[index]
        let insets = adjustedContentInset, range = contentOffsetRange
        var target = contentOffset
        if let position = vertical.first {
            let placed = Self.offset(placing: frame.minY, frame.height, at: position, visibleFrom: insets.top,
                                     length: bounds.height - insets.top - insets.bottom)
            target.y = Self.clamp(placed, range.y)
        }
        if let position = horizontal.first {
            let placed = Self.offset(placing: frame.minX, frame.width, at: position, visibleFrom: insets.left,
                                     length: bounds.width - insets.left - insets.right)
            target.x = Self.clamp(placed, range.x)
        }
        setContentOffset(target, animated: animated)
        return true
    }

    /// `offset` inside `range`; never −0 (the range starts at −inset, −0 with no inset), which traces would show.
    private static func clamp(_ offset: Double, _ range: ClosedRange<Double>) -> Double {
        let clamped = UncertainRules.scrollToItemClampsToContent ? min(max(offset, range.lowerBound), range.upperBound) : offset
        return clamped + 0
    }

    /// The offset along one axis that puts an item starting at `start`, `length` long, at
    /// `position` of a visible area that begins `before` points into the bounds and is `visible` long.
    private static func offset(placing start: Double, _ length: Double, at position: ScrollPosition,
                               visibleFrom before: Double, length visible: Double) -> Double {
        switch position {
        case .top, .left: return start - before
        case .centeredVertically, .centeredHorizontally: return start + length / 2 - before - visible / 2
        case .bottom, .right: return start + length - before - visible
        }
    }
}
