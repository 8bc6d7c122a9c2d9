import UIKit

/// A grid tile: the picture sits at (20, 100), 50 pt square, and is put back lower on the way out.
final class TileScreen: UIViewController, FrameSource {
    func sourceFrame(forward: Bool) -> CGRect {
        return forward ? CGRect(x: 20, y: 100, width: 50, height: 50) : CGRect(x: 40, y: 200, width: 100, height: 100)
    }
}

/// A banner near the bottom: a different answer to the same requirement, and a slower zoom.
final class BannerScreen: UIViewController, FrameSource {
    var zoomDuration: TimeInterval { return 0.6 }

    func sourceFrame(forward: Bool) -> CGRect {
        return CGRect(x: 100, y: 600, width: 190, height: 40)
    }
}

/// The screen a zoom presents: it keeps the delegate (UIKit's `transitioningDelegate` is weak)
/// and asks for the custom style the zoom needs.
final class DetailScreen: UIViewController {
    private var zoomDelegate: ZoomDelegate?

    func zoom(from source: FrameSource) {
        zoomDelegate = ZoomDelegate(source: source)
        transitioningDelegate = zoomDelegate
        modalPresentationStyle = .custom
    }
}
