/// The list's delegate (UIKit's `UITableViewDelegate`, the selection part): told when the user
/// taps a row. Held weakly by the list, as in UIKit. It is the list's scroll view delegate too,
/// as `UITableViewDelegate` inherits `UIScrollViewDelegate`.
public protocol ListViewDelegate: ScrollViewDelegate {
    /// A tap on row `row` lifted inside it (UIKit's `tableView(_:didSelectRowAt:)`): after the
    /// list's `indexPathForSelectedRow` became that row. Never for a pan or a scroll.
    func tableView(_ tableView: ListView, didSelectRowAt row: Int)
}

/// The grid's delegate (UIKit's `UICollectionViewDelegate`, the selection part).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// A tap on item `item` lifted inside it (UIKit's `collectionView(_:didSelectItemAt:)`).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int)
}
