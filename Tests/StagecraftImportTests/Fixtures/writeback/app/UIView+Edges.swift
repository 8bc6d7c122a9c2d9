import UIKit

/// A computed property an app adds to UIView: a change of part of it is the getter, the change and
/// the setter (SW9.4).
extension UIView {
    var topLeft: CGPoint {
        get { return frame.origin }
        set { frame.origin = newValue }
    }
}
