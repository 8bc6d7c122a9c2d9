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

    /// Makes the window a bare screen of `size`: no device, so no safe-area insets (T11.5).
    public func useBareScreen(_ size: Size) {
        device = nil
        orientation = .portrait
        resize(to: size)
        relayout()
    }

    /// Rotates the device (a window without a device swaps its sides), animated as UIKit does
    /// (LY1.7): the window's model takes its new size at once; controllers hear `viewWillTransition(to:with:)`
    /// with a coordinator whose `transitionDuration` is the rotation's (0.3 s a quarter turn, 0.6 s a
    /// half turn); the window's and the views' new frames, the layout pass and the coordinator's
    /// alongside blocks animate in one block of that duration, and the coordinator's completions run when it ends.
    /// `animated: false` applies it at once.
    public func rotate(to orientation: InterfaceOrientation, animated: Bool = true) {
        let old = self.orientation
        self.orientation = orientation
        let size: Size
        if let device {
            size = device.size(in: orientation)
        } else {
            let current = bounds.size
            size = old.isLandscape == orientation.isLandscape ? current : Size(width: current.height, height: current.width)
        }
        let turn = Self.rotationTurn(from: old, to: orientation)
        let duration = animated && Engine.current != nil ? UncertainRules.rotationDurationPerQuarterTurn * abs(turn) / (Double.pi / 2) : 0
        let coordinator = TransitionCoordinator(resizing: self, duration: duration, targetTransform: AffineTransform(rotationAngle: turn))
        coordinator.runResize(timing: UncertainRules.rotationCurve) {
            applySize(size, coordinator: coordinator)
            relayout()
        }
    }

    /// The turn the interface makes to follow the device from `old` to `new` (UIKit's
    /// `targetTransform`): a quarter turn between portrait and landscape, a half turn between
    /// opposite orientations, none otherwise. Its sign follows the orientations' order around the
    /// device (portrait, landscapeRight, portraitUpsideDown, landscapeLeft) (?).
    static func rotationTurn(from old: InterfaceOrientation, to new: InterfaceOrientation) -> Double {
        let order: [InterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        guard let a = order.firstIndex(of: old), let b = order.firstIndex(of: new) else { return 0 }
        let steps = ((b - a) % 4 + 4) % 4  // 0…3 quarter turns
        return [0, -Double.pi / 2, Double.pi, Double.pi / 2][steps]
    }

    /// The safe-area insets the screen gives the window.
    public var screenSafeAreaInsets: EdgeInsets { device?.safeAreaInsets(in: orientation, statusBarHidden: isStatusBarHidden) ?? .zero }

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
