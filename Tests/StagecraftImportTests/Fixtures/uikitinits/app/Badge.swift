import UIKit

/// A view subclass without inits of its own: it inherits UIView's extension init.
final class Badge: UIView {
    var count = 3
}
