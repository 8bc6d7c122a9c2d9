import UIKit

/// A pill-shaped button whose overrides UIKit asks (SW12.1): Auto Layout sizes it by its
/// `intrinsicContentSize` (UIButton's content size plus `extraWidth`, 44 high), touches reach its
/// `touchesBegan`/`touchesEnded` before UIButton's tracking (its `super` calls), and its
/// `isHighlighted` observers run `willSet` then `didSet`.
final class PillButton: UIButton {
    var extraWidth: CGFloat = 24
    var log: [String] = []
    var touchDowns = 0
    var lifts = 0

    override var isHighlighted: Bool {
        willSet { log.append("will \(newValue) was \(isHighlighted)") }
        didSet { log.append("did \(isHighlighted) was \(oldValue)") }
    }

    override var intrinsicContentSize: CGSize {
        let content = super.intrinsicContentSize
        return CGSize(width: content.width + extraWidth, height: 44)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDowns += 1
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lifts += 1
        super.touchesEnded(touches, with: event)
    }
}

/// A button that keeps its touches to itself: its `touchesBegan` does not call `super`, so
/// UIButton never tracks them (no highlight, no target action), as in UIKit.
final class MuteButton: UIButton {
    var touchDowns = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDowns += 1
    }
}
