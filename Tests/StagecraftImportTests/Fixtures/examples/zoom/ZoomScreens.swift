import UIKit

// The zoom seed's two screens as the app declares them, for the delegate beside this file: only
// what the transition reads and writes (their views and actions are the example's Lua screens,
// examples/screens/zoom_list.lua and zoom_detail.lua).
class ListViewController: UIViewController {
    var tempImageView: UIImageView!
}

class DetailsViewController: UIViewController {
    var emojiImageViewFinalFrame: CGRect = .zero
    var interactiveTransition: UIPercentDrivenInteractiveTransition?
    /// Set by the animator: the list's image, and where it came from.
    var tempImageView: UIImageView?
    var tempImageInitialFrame: CGRect?
}
