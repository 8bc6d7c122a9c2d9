/// The transition role a Swift type plays, from what it inherits and conforms to; it decides
/// the folder its module goes to and how its methods receive `self`.
public enum RoleKind: String, CaseIterable, Sendable {
    /// `interaction` is a UIPercentDrivenInteractiveTransition subclass (UIKit's controller, made
    /// by the bridge, is its `self`); `selfDrivenInteraction` implements
    /// UIViewControllerInteractiveTransitioning itself (a plain object, its own `self`).
    case animator, interaction, selfDrivenInteraction, presentation, delegate, screen, view, gesture, helper

    /// The folder of `stagecraft import --out` (the examples' layout).
    public var folder: String {
        switch self {
        case .animator: "animators"
        case .interaction, .selfDrivenInteraction: "interactions"
        case .presentation: "presentations"
        case .delegate: "delegates"
        case .screen: "screens"
        case .view: "views"
        case .gesture: "gestures"
        case .helper: "helpers"
        }
    }

    /// Roles whose callbacks receive a UIKit object as `self` (the controller, the view), not the
    /// table: their stored properties live on that object (a controller's made on first use, a
    /// view's when it is made).
    var receivesUIKitSelf: Bool { self == .presentation || self == .interaction || self == .screen || isUIKitInstance }

    /// Roles whose objects are UIKit objects made as instances of the class (`UIView{class = T}`,
    /// `UIPanGestureRecognizer{class = T}`): their stored properties are made with the object,
    /// their inits run on it once, and `self` in their methods is that object.
    var isUIKitInstance: Bool { self == .view || self == .gesture }

    /// UIKit's gesture recognizer classes a subclass may extend (UIGestureRecognizerSubclass).
    static let gestureBases = ["UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UITapGestureRecognizer",
                               "UILongPressGestureRecognizer", "UIPinchGestureRecognizer",
                               "UISwipeGestureRecognizer"]

    /// UIKit's view classes besides UIView a subclass may extend as a view (SW7.1): the runtime
    /// makes its objects as that kind (`UIButton{class = T}`, ScriptButtonSubclass; UILabel's and
    /// UIImageView's, ScriptLabelSubclass).
    static let viewKindBases = ["UIButton", "UILabel", "UIImageView"]

    /// The role of a type inheriting or conforming to `names` (the superclass first).
    static func of(inherited names: [String]) -> RoleKind {
        let set = Set(names)
        if set.contains("UIPresentationController") || set.contains("UISheetPresentationController") { return .presentation }
        if set.contains("UIPercentDrivenInteractiveTransition") { return .interaction }
        // Implementing the protocol itself (the paused-layer technique, CA1; Apple's photo sample):
        // a plain object with `startInteractiveTransition`, which UIKit calls as a self-driven
        // interaction controller, not a percent-driven subclass with a base to call.
        if set.contains("UIViewControllerInteractiveTransitioning") { return .selfDrivenInteraction }
        if set.contains("UIViewControllerAnimatedTransitioning") { return .animator }
        if set.contains("UIViewController") || set.contains("UINavigationController") || set.contains("UITableViewController")
            || set.contains("UICollectionViewController") || set.contains("UITabBarController") { return .screen }
        // A UIView subclass (directly or through an imported one, whose names are in `names`), or
        // a subclass of a view kind the runtime makes (a UIButton's).
        if set.contains("UIView") || viewKindBases.contains(where: set.contains) { return .view }
        // A subclass of a UIKit gesture recognizer (a one-finger directional pan).
        if gestureBases.contains(where: set.contains) { return .gesture }
        if set.contains("UIViewControllerTransitioningDelegate") || set.contains("UINavigationControllerDelegate")
            || set.contains("UITabBarControllerDelegate") || set.contains("UIAdaptivePresentationControllerDelegate") { return .delegate }
        return .helper
    }

    /// Every role a type inheriting or conforming to `names` plays, its role (`of`) first: Apple's
    /// AAPLCustomPresentationController is a presentation controller, its own transitioning
    /// delegate and its animator.
    static func all(inherited names: [String]) -> [RoleKind] {
        let set = Set(names)
        var roles = [of(inherited: names)]
        if set.contains("UIViewControllerAnimatedTransitioning") { roles.append(.animator) }
        if set.contains("UIViewControllerTransitioningDelegate") || set.contains("UINavigationControllerDelegate")
            || set.contains("UITabBarControllerDelegate") || set.contains("UIAdaptivePresentationControllerDelegate") { roles.append(.delegate) }
        var seen: Set<RoleKind> = []
        return roles.filter { $0 != .helper || roles.count == 1 }.filter { seen.insert($0).inserted }
    }

    /// The UIKit class a role's `self` is in Lua, for implicit members (`containerView`).
    var uikitClass: String? {
        switch self {
        case .presentation: "PresentationController"
        case .interaction: "PercentDrivenInteractiveTransition"
        case .screen: "ViewController"
        case .view: "View"
        case .gesture: "GestureRecognizer"
        default: nil
        }
    }
}
