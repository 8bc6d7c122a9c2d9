import UIKit

/// A subclass with nothing but a stored property: it inherits UIGestureRecognizer's extension init.
final class EdgePan: UIScreenEdgePanGestureRecognizer {
    var begins = 0
}
