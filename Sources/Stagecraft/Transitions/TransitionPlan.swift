/// Everything that differs between kinds of transition (present, dismiss, push, pop, tab), worked
/// out by whoever starts one; `Transition` then runs every kind the same way.
struct TransitionPlan {
    enum Kind: String {
        case present, dismiss, push, pop, tab
    }

    var kind: Kind
    var from: ViewController
    var to: ViewController
    /// What `view(forKey:)` answers: nil means "do not touch that view" (T1.11).
    var fromView: View?
    var toView: View?
    var container: View
    var style: ModalPresentationStyle
    var animated: Bool
    var initialFrames: [(ViewController, Rect)] = []
    var finalFrames: [(ViewController, Rect)] = []
    var animator: ViewControllerAnimatedTransitioning
    var interaction: ViewControllerInteractiveTransitioning?
    var presentationController: PresentationController?
    /// `.to` for a presentation: its view is the presentation controller's `presentedView`, read
    /// (with the presented frame) after `presentationTransitionWillBegin`, which may create it (T4.4).
    var presentedViewKey: TransitionContextKey?

    /// The controller whose view comes on screen, and the one whose view leaves (either may be
    /// nil: a `.custom` presenter gets no appearance calls, T3.5).
    var appearing: ViewController?
    var disappearing: ViewController?
    /// Did-calls on success: the appearing controller's first (present, T3.2) or the disappearing one's.
    var appearingEndsFirst = false
    /// Every controller that reports this transition as its current one (T5.1).
    var participants: [ViewController] = []
    /// For a navigation or tab transition: the container whose shown child it swaps. When the
    /// container is itself between will and did at the end, the children follow it (`handOver`).
    weak var swappingContainer: ContainerViewController?
    /// Whether the to view's controller stays in use after a cancel (pop, tab, dismissal), so its
    /// view must come back unaltered (T6.6).
    var toSurvivesCancel = false
    /// Whether a cancel must leave the from and to views as they started (T6.6); the system zoom
    /// turns it off when its dismissal starts mid-zoom (T11.2g).
    var checksRestoredViews = true
    /// The views the container should hold once the transition ends, besides the presentation
    /// controller's chrome; nil when the container goes away (the system removes it).
    var expectedContents: (_ completed: Bool) -> [View]? = { _ in nil }
    /// Whether only views in front of the expected ones count as leftovers: a modal container stays
    /// for the whole presentation, so a dim overlay an animator keeps behind the presented view (as
    /// Moves does) is not a leak, while a snapshot left on top hides the new screen. A navigation or
    /// tab container lives on, so every leftover there counts.
    var onlyViewsInFrontAreLeftovers = false
    /// The system's own work once `completeTransition` is called: moving views, updating the
    /// presentation chain or the navigation stack (T1.14, T9.3).
    var systemCleanup: (_ completed: Bool) -> Void = { _ in }
    /// The caller's completion (`present`, `dismiss`…), run on success.
    var completion: (() -> Void)?
}
