import UIKit

/// A round close button: a UIButton subclass with a glyph subview of its own, laid out by its
/// layoutSubviews, a fixed size from its sizeToFit override and a dimmed glyph while highlighted.
final class CloseButton: UIButton {
    let glyph = UIView()
    var glyphFactor: CGFloat = 0.5
    var highlightChanges = 0
    var fits = 0

    override var isHighlighted: Bool {
        didSet {
            glyph.alpha = isHighlighted ? 0.4 : 1
            highlightChanges += 1
        }
    }

    init() {
        super.init(frame: .zero)
        accessibilityIdentifier = "close"
        glyph.accessibilityIdentifier = "closeGlyph"
        glyph.isUserInteractionEnabled = false
        addSubview(glyph)
        backgroundColor = .lightGray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        glyph.frame = CGRect(x: 0, y: 0, width: bounds.width * glyphFactor, height: bounds.height * glyphFactor)
        glyph.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func sizeToFit() {
        super.sizeToFit()
        fits += 1
        frame = CGRect(x: frame.origin.x, y: frame.origin.y, width: 44, height: 44)
    }

    /// Sizes the button, then puts its right edge at `right` and its top at `top`.
    func place(right: CGFloat, top: CGFloat) {
        sizeToFit()
        frame.origin.x = right - frame.width
        frame.origin.y = top
    }
}
