/// Picking a device and rotating it (T11.5): the window takes the device's screen size for the
/// orientation, its safe area follows, and a layout pass runs at once so that controllers hear
/// `viewSafeAreaInsetsDidChange` and lay out before the next line of the scenario.
extension Window {
    /// Makes the window `device`'s screen, in `orientation`.
    public func use(_ device: DeviceProfile, orientation: InterfaceOrientation = .portrait) {
        self.device = device
        self.orientation = orientation
        applyScreen()
    }

    /// Rotates the device (a window without a device swaps its sides). UIKit animates a rotation;
    /// Stagecraft applies it at once, like `resize`, which existing rotations use.
    public func rotate(to orientation: InterfaceOrientation) {
        let wasLandscape = self.orientation.isLandscape
        self.orientation = orientation
        guard device == nil else { return applyScreen() }
        let size = bounds.size
        resize(to: wasLandscape == orientation.isLandscape ? size : Size(width: size.height, height: size.width))
        relayout()
    }

    /// The safe-area insets the screen gives the window.
    public var screenSafeAreaInsets: EdgeInsets { device?.safeAreaInsets(in: orientation) ?? .zero }

    private func applyScreen() {
        guard let device else { return }
        resize(to: device.size(in: orientation))
        relayout()
    }

    /// Marks the whole tree and lays it out now: the screen's safe area or the keyboard moved, and
    /// any view may lay out against them (without constraints, Stagecraft cannot tell which do).
    func relayout() {
        redockKeyboard()
        for view in allViews { view.needsLayout = true }
        layoutIfNeeded()
    }
}
