import UIKit

/// The dim behind a sheet: black at half alpha, with an edge view kept inset by layoutSubviews.
class DimmingView: UIView {
    var tapped: (() -> Void)?
    var inset: CGFloat = 16
    let edge = UIView()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        alpha = 0.5
        accessibilityIdentifier = "dimming"
        edge.accessibilityIdentifier = "dimmingEdge"
        addSubview(edge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Whether the dim shows at all.
    var isDimmed: Bool { alpha > 0 }

    func fade(to value: CGFloat) {
        alpha = value
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        edge.frame = bounds.insetBy(dx: inset, dy: inset)
    }
}
