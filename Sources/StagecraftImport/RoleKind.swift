/// The transition role a Swift type plays, from what it inherits and conforms to; it decides
/// the folder its module goes to and how its methods receive `self`.
public enum RoleKind: String, CaseIterable, Sendable {
    case animator, interaction, presentation, delegate, screen, helper

    /// The folder of `stagecraft import --out` (the examples' layout).
    public var folder: String {
        switch self {
        case .animator: "animators"
        case .interaction: "interactions"
        case .presentation: "presentations"
        case .delegate: "delegates"
        case .screen: "screens"
        case .helper: "helpers"
        }
    }

    /// Roles whose callbacks receive a UIKit object as `self` (the controller), not the table:
    /// their stored properties live on that object, initialized on first use.
    var receivesUIKitSelf: Bool { self == .presentation || self == .interaction || self == .screen }

    /// The role of a type inheriting or conforming to `names` (the superclass first).
    static func of(inherited names: [String]) -> RoleKind {
        let set = Set(names)
        if set.contains("UIPresentationController") || set.contains("UISheetPresentationController") { return .presentation }
        if set.contains("UIPercentDrivenInteractiveTransition") || set.contains("UIViewControllerInteractiveTransitioning") { return .interaction }
        if set.contains("UIViewControllerAnimatedTransitioning") { return .animator }
        if set.contains("UIViewController") || set.contains("UINavigationController") || set.contains("UITableViewController")
            || set.contains("UICollectionViewController") || set.contains("UITabBarController") { return .screen }
        if set.contains("UIViewControllerTransitioningDelegate") || set.contains("UINavigationControllerDelegate")
            || set.contains("UITabBarControllerDelegate") || set.contains("UIAdaptivePresentationControllerDelegate") { return .delegate }
        return .helper
    }

    /// The UIKit class a role's `self` is in Lua, for implicit members (`containerView`).
    var uikitClass: String? {
        switch self {
        case .presentation: "PresentationController"
        case .interaction: "PercentDrivenInteractiveTransition"
        case .screen: "ViewController"
        default: nil
        }
    }
}
