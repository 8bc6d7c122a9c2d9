import UIKit

// Members an app adds to UIKit types, used by its animator.
extension UIView {
    func fade(to alpha: CGFloat, over duration: TimeInterval) {
        UIView.animate(withDuration: duration) {
            self.alpha = alpha
        }
    }

    var isFaded: Bool { alpha < 0.01 }

    /// A settable property an app adds.
    var isShown: Bool {
        get { !isHidden }
        set { isHidden = !newValue }
    }
}

extension UIColor {
    static var dim: UIColor { UIColor.black.withAlphaComponent(0.4) }
}
