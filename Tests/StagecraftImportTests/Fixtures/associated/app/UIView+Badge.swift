import UIKit
import ObjectiveC

/// The keys of the badge's associated objects: each is identified by its variable's address.
private enum BadgeKeys {
    static var count = 0
    static var label = 0
}

/// Stored properties UIView does not have, added by an extension: associated objects.
extension UIView {
    var badgeCount: Int {
        get { objc_getAssociatedObject(self, &BadgeKeys.count) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &BadgeKeys.count, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    var badgeLabel: String? {
        get { objc_getAssociatedObject(self, &BadgeKeys.label) as? String }
        set { objc_setAssociatedObject(self, &BadgeKeys.label, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
