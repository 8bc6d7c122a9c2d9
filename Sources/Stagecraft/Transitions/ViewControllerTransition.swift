/// iOS 18's `UIViewController.Transition` (Objective-C `UIViewControllerTransition`; Stagecraft's
/// Swift uses the Objective-C names, since `Transition` is its own running-transition type): the
/// system transition a controller prefers when it is pushed or presented without a custom animator
/// (T11.2a). `.zoom(options:sourceViewProvider:)` zooms from a source view (a thumbnail) into the
/// controller's view and back, continuously interactive (ZoomTransition); the other four are the
/// modal transition styles UIKit had before.
public final class ViewControllerTransition {
    public enum Kind: String, CaseIterable {
        case zoom, coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    public let kind: Kind
    public let options: ZoomTransitionOptions?
    /// Asked for the source view when the zoom starts and again when it zooms back (T11.2c): the
    /// source may have changed in between.
    let sourceViewProvider: ((ZoomTransitionSourceViewProviderContext) -> View?)?

    private init(kind: Kind, options: ZoomTransitionOptions? = nil,
                 sourceViewProvider: ((ZoomTransitionSourceViewProviderContext) -> View?)? = nil) {
        self.kind = kind
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }

    /// `.zoom(options:sourceViewProvider:)`: `sourceViewProvider` returns the view to zoom from and
    /// back to, or nil (the zoom then grows from and shrinks to the container's centre, fading; T11.2c).
    public static func zoom(options: ZoomTransitionOptions? = nil,
                            sourceViewProvider: @escaping (ZoomTransitionSourceViewProviderContext) -> View?) -> ViewControllerTransition {
        ViewControllerTransition(kind: .zoom, options: options, sourceViewProvider: sourceViewProvider)
    }

    /// One of the cases without arguments (`.coverVertical`…); `.zoom` needs its provider.
    public static func plain(_ kind: Kind) -> ViewControllerTransition? {
        kind == .zoom ? nil : ViewControllerTransition(kind: kind)
    }

    public static var coverVertical: ViewControllerTransition { ViewControllerTransition(kind: .coverVertical) }
    public static var flipHorizontal: ViewControllerTransition { ViewControllerTransition(kind: .flipHorizontal) }
    public static var crossDissolve: ViewControllerTransition { ViewControllerTransition(kind: .crossDissolve) }
    public static var partialCurl: ViewControllerTransition { ViewControllerTransition(kind: .partialCurl) }
}

/// `UIViewController.Transition.ZoomOptions` (`UIZoomTransitionOptions`).
open class ZoomTransitionOptions {
    /// Asked when a drag or pinch on the zoomed view could begin an interactive dismissal; false
    /// refuses it (T11.2f). Without it the system's own decision (`willBegin`) stands.
    public var interactiveDismissShouldBegin: ((ZoomTransitionInteractionContext) -> Bool)?
    /// A rect in the zoomed controller's view that lines up with the source view; nil (or no
    /// provider) lines up the whole view (T11.2d).
    public var alignmentRectProvider: ((ZoomTransitionAlignmentRectContext) -> Rect?)?
    /// The colour behind the zoomed view while it zooms; nil is the system's (T11.2e).
    public var dimmingColor: Color?
    /// A blur behind the zoomed view: accepted and kept, not drawn (the zoom does not reproduce it;
    /// a `VisualEffectView` is drawn blurred, docs/blur.md).
    public var dimmingVisualEffect: String?

    public init() {}
}

/// `UIViewController.Transition.ZoomSourceViewProviderContext`.
public struct ZoomTransitionSourceViewProviderContext {
    /// The controller that pushed or presented the zoomed one.
    public let sourceViewController: ViewController
    /// The pushed or presented controller.
    public let zoomedViewController: ViewController
}

/// `UIViewController.Transition.ZoomOptions.InteractionContext`.
public struct ZoomTransitionInteractionContext {
    /// The touch's location in the zoomed controller's view.
    public let location: Point
    /// The touch's velocity in points per second (a pinch's: its centroid's).
    public let velocity: Point
    /// The system's own answer: a drag mostly downwards, or a pinch closing (T11.2f).
    public let willBegin: Bool
}

/// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`.
public struct ZoomTransitionAlignmentRectContext {
    /// The zoomed-out view, the thumbnail.
    public let sourceView: View
    public let zoomedViewController: ViewController
}
