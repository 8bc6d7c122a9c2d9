import UIKit

/// A round dim: a DimmingView whose corners make a circle of its size, and whose edge inset
/// follows `ring` (laid out again when it changes).
final class BubbleView: DimmingView {
    var ring: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "bubble"
        edge.accessibilityIdentifier = "bubbleEdge"
        inset = ring
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The circle's diameter.
    var diameter: CGFloat {
        get { min(bounds.width, bounds.height) }
        set { bounds = CGRect(x: 0, y: 0, width: newValue, height: newValue) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        inset = ring
        edge.frame = bounds.insetBy(dx: inset, dy: inset)
        layer.cornerRadius = diameter / 2
    }
}
