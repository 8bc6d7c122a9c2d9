/// The view controllers the app has let go of (a scenario's `release`), watched through weak
/// references, for the idle invariant "a released controller that left the screen is freed"
/// (docs/stress.md, ST2.9).
///
/// UIKit keeps a controller alive only while its machinery needs it: the transition context holds
/// its from and to controllers and the animator until `completeTransition`, a presented
/// controller and its presentation controller hold each other while it is presented, a container
/// holds its children, and `transitioningDelegate` is weak. Once an app has released a controller
/// that was dismissed or popped, nothing should hold it; if it is still alive, what holds it is a
/// retain cycle through the transition machinery (an animator, a presentation controller, a
/// delegate): the leak transition libraries' issue trackers are full of.
public final class ReleasedControllers {
    private struct Entry {
        weak var controller: ViewController?
        let name: String
    }

    private var entries: [Entry] = []

    public init() {}

    /// Watches `controller`, which the app holds no more.
    public func note(_ controller: ViewController) {
        entries.removeAll { $0.controller == nil }
        entries.append(Entry(controller: controller, name: controller.name))
    }

    /// The released controllers still alive.
    public var alive: [ViewController] { entries.compactMap(\.controller) }
}

extension IdleInvariants {
    /// ST2.9: every controller the app released that is no longer part of the window's
    /// controllers (dismissed, popped, removed) has been freed. Not reported: one still in a
    /// hierarchy (the window's root, a child, presenting or presented, its view in the window),
    /// or one `isHeldByApp` says an object the app still holds keeps (a presentation controller
    /// the app kept holds its presented controller, as UIKit's does).
    func checkReleased(isHeldByApp: (ViewController) -> Bool, _ fail: (String, String) -> Void) {
        for controller in engine.releasedControllers.alive where !isInHierarchy(controller) && !isHeldByApp(controller) {
            fail("released controllers freed", "\(controller.name) was released by the app and has left the screen, but is still alive: "
                 + "the transition machinery keeps it (a retain cycle through its animator, presentation controller or delegate?)")
        }
    }

    private func isInHierarchy(_ controller: ViewController) -> Bool {
        controller === window.rootViewController || controller.parent != nil || controller.presentingViewController != nil
            || controller.presentedViewController != nil || controller.viewIfLoaded?.window != nil
    }
}
