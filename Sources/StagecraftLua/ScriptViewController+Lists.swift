import CLuaShim
import Stagecraft

/// A screen is its lists' delegate, as UIKit screens are (`tableView.delegate = self` becomes
/// `tableView.delegate = vc`). Swift's `tableView(_:didSelectRowAt:)` is the screen function
/// `tableViewDidSelectRowAt` (the base name, then the first label, as the navigation delegate
/// callbacks are named), called like the screen's other callbacks with the controller first:
/// `function Screen.tableViewDidSelectRowAt(vc, tableView, indexPath)`, `indexPath.row` 0-based.
/// A screen without the function ignores selections, as UIKit does for an optional method; an
/// error in it is a `.scriptError` diagnostic with file:line, like any callback's.
extension ScriptViewController: ListViewDelegate, CollectionViewDelegate {
    public func tableView(_ tableView: ListView, didSelectRowAt row: Int) {
        script.call("tableViewDidSelectRowAt", scope: self) { lua in
            lua.push(self)
            lua.push(tableView)
            lua.pushIndexPath(row)
            return 3
        }
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int) {
        script.call("collectionViewDidSelectItemAt", scope: self) { lua in
            lua.push(self)
            lua.push(collectionView)
            lua.pushIndexPath(item, in: collectionView)
            return 3
        }
    }
}
