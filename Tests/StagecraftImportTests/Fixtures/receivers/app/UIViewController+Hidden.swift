import UIKit

/// Receivers whose static type decides the member (SW5.3, SW5.4).
extension UIViewController {
    /// Named like UIView's bound `isHidden`, on another class: a controller is hidden until presented.
    @objc var isHidden: Bool {
        return presentingViewController == nil
    }
}
