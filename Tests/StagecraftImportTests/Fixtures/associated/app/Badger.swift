import UIKit

/// Counts bumps of views in a badge each view carries itself.
final class Badger {
    func bump(_ view: UIView) {
        view.badgeCount += 1
        view.badgeLabel = "\(view.badgeCount) bumps"
    }

    func clear(_ view: UIView) {
        view.badgeLabel = nil
    }

    func count(of view: UIView) -> Int { view.badgeCount }

    func label(of view: UIView) -> String? { view.badgeLabel }
}
