import UIKit

/// A subclass without an init of its own: the inherited nib init makes it (SW11.5).
final class TallSheet: Sheet {
    var height: CGFloat { 500 }
}
