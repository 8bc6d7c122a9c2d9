import UIKit

/// A count badge: a plain view whose width grows with its count (SW12.1; UIView's own intrinsic
/// size is none, so without the override Auto Layout would need a width constraint).
final class BadgeView: UIView {
    var count = 1

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 20 + 10 * CGFloat(count), height: 20)
    }
}

/// A label with 8 pt of padding around its text: UILabel's own size plus 16 each way.
final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(width: text.width + 16, height: text.height + 16)
    }
}
