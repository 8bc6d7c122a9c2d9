/// The root of a view tree shown on screen (UIKit's `UIWindow`).
///
/// Conversions with a nil target use window coordinates (T10.1). The window's root view
/// controller arrives with the transition machinery.
open class Window: View {
    public init(bounds size: Size = Size(width: 390, height: 844), name: String? = "window") {
        super.init(frame: Rect(origin: .zero, size: size), name: name)
    }

    open override var kindName: String { "Window" }

    /// The controller whose view fills the window; setting it swaps views and sends appearance calls.
    public var rootViewController: ViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// The device the window fills (a scenario's window starts as an iPhone 14, T11.5); without
    /// one the window is a bare screen with no safe-area insets, as `Window(bounds:)` makes it.
    public internal(set) var device: DeviceProfile?
    public internal(set) var orientation: InterfaceOrientation = .portrait
    /// The docked keyboard's height on screen (0 when hidden), see Window+Keyboard.swift.
    public internal(set) var keyboardHeight: Double = 0
    /// The status bar's look and whether it is hidden, as its owning controller last answered
    /// (see Window+StatusBar.swift; UIKit's deprecated `UIApplication.statusBarStyle` read it).
    public internal(set) var statusBarStyle = StatusBarStyle.default
    public internal(set) var isStatusBarHidden = false

    /// The drawn keyboard takes the touches on it first, whatever was added to the window after it
    /// (UIKit's keyboard lives in a window above the app's, T11.5f).
    open override func hitTest(_ point: Point) -> View? {
        if let panel = keyboardView, acceptsHits, panel.frame.contains(point) { return panel }
        return super.hitTest(point)
    }

    deinit { releaseControllerCycles() }
}
