import UIKit

/// An app's own option set: which badges a card shows.
struct Badges: OptionSet {
    let rawValue: Int

    static let fresh = Badges(rawValue: 1 << 0)
    static let sale = Badges(rawValue: 1 << 1)
    static let pinned = Badges(rawValue: 1 << 2)
    static let promoted: Badges = [.fresh, .sale]
}
