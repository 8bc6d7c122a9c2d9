/// The software keyboard (T11.5): docked at the bottom of the window, it slides up and down with
/// the keyboard's own curve (`UIView.AnimationCurve` raw value 7, see `KeyboardAnimation`), and
/// tells the app through UIKit's notifications, whose user info carries its begin and end
/// frames (window coordinates), the duration and the curve.
///
/// As in UIKit, the will-show / will-hide notifications are posted inside the keyboard's
/// animation block: what an observer changes (a constraint-like offset, then `layoutIfNeeded()`)
/// animates alongside the keyboard. Views that lay out against `keyboardLayoutGuide` are laid
/// out again in that block too, so they follow it without an observer.
extension Window {
    public static let keyboardWillShowNotification = "UIKeyboardWillShowNotification"
    public static let keyboardDidShowNotification = "UIKeyboardDidShowNotification"
    public static let keyboardWillHideNotification = "UIKeyboardWillHideNotification"
    public static let keyboardDidHideNotification = "UIKeyboardDidHideNotification"
    public static let keyboardWillChangeFrameNotification = "UIKeyboardWillChangeFrameNotification"
    public static let keyboardDidChangeFrameNotification = "UIKeyboardDidChangeFrameNotification"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// The keyboard's frame in window coordinates: on screen when shown, else the strip under the
    /// safe area where `keyboardLayoutGuide` rests (its top is the safe area's bottom).
    public var keyboardFrame: Rect {
        let size = bounds.size
        // A keyboard shown on a taller screen never reaches above a smaller one's top (a device change).
        let height = min(keyboardHeight > 0 ? keyboardHeight : screenSafeAreaInsets.bottom, size.height)
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    public var isKeyboardVisible: Bool { keyboardHeight > 0 }

    /// Shows the keyboard at `height` (or changes its height when it is up) over `duration`
    /// seconds as reported to observers (UIKit reports 0.25).
    public func showKeyboard(height: Double, duration: Double = KeyboardAnimation.defaultDuration) {
        guard height.isFinite, height > 0, height <= bounds.height, duration.isFinite, duration >= 0 else {
            return refuse("keyboard", "showKeyboard(height: \(height), duration: \(duration)): the height must be in 0…\(bounds.height) and the duration ≥ 0")
        }
        let wasVisible = isKeyboardVisible
        moveKeyboard(to: height, duration: duration,
                     will: wasVisible ? nil : Self.keyboardWillShowNotification, did: wasVisible ? nil : Self.keyboardDidShowNotification)
    }

    /// Hides the keyboard (nothing happens when it is not up, as in UIKit).
    public func hideKeyboard(duration: Double = KeyboardAnimation.defaultDuration) {
        guard isKeyboardVisible else { return }
        guard duration.isFinite, duration >= 0 else { return refuse("keyboard", "hideKeyboard(duration: \(duration)): the duration must be ≥ 0") }
        moveKeyboard(to: 0, duration: duration, will: Self.keyboardWillHideNotification, did: Self.keyboardDidHideNotification)
    }

    private func moveKeyboard(to height: Double, duration: Double, will: String?, did: String?) {
        let size = bounds.size
        func frame(_ h: Double, shown: Bool) -> Rect {
            Rect(x: 0, y: shown ? size.height - h : size.height, width: size.width, height: h)
        }
        let old = keyboardHeight
        // Hidden, the keyboard sits just below the screen at its last (or new) height.
        let begin = frame(old > 0 ? old : height, shown: old > 0)
        let end = frame(height > 0 ? height : old, shown: height > 0)
        let info: [String: AppNotification.Value] = [
            Self.keyboardFrameBeginUserInfoKey: .rect(begin), Self.keyboardFrameEndUserInfoKey: .rect(end),
            Self.keyboardAnimationDurationUserInfoKey: .number(duration),
            Self.keyboardAnimationCurveUserInfoKey: .number(Double(KeyboardAnimation.curveRawValue)),
            Self.keyboardIsLocalUserInfoKey: .bool(true),
        ]
        let center = Engine.current?.notificationCenter
        let animation = KeyboardAnimation(duration: duration)
        let panel = keyboardPanel(at: begin)
        animation.run {
            keyboardHeight = height
            panel.frame = end
            // UncertainRules.keyboardNotificationOrder: will-change-frame, then will-show/hide.
            center?.post(AppNotification(name: Self.keyboardWillChangeFrameNotification, userInfo: info))
            if let will { center?.post(AppNotification(name: will, userInfo: info)) }
            relayout()  // views laid out against keyboardLayoutGuide follow the keyboard
        } completion: { [weak self] in
            // Hidden and not shown again meanwhile: the panel leaves the window.
            if let self, self.keyboardHeight == 0, panel.superview === self { panel.removeFromSuperview() }
            center?.post(AppNotification(name: Self.keyboardDidChangeFrameNotification, userInfo: info))
            if let did { center?.post(AppNotification(name: did, userInfo: info)) }
        }
    }

    /// The keyboard's panel (T11.5f), made at `begin` when the keyboard was not drawn. It draws in
    /// front of everything in the window (UIKit's keyboard lives in a window above the app's) and
    /// takes the touches that land on it, as the keyboard does.
    private func keyboardPanel(at begin: Rect) -> View {
        if let panel = keyboardView {
            View.performWithoutAnimation { bringSubviewToFront(panel) }
            return panel
        }
        let panel = KeyboardPanel(frame: begin, name: "keyboard")
        View.performWithoutAnimation {
            panel.backgroundColor = Self.keyboardColor
            panel.layer.zPosition = Self.keyboardZPosition
            addSubview(panel)
        }
        return panel
    }

    /// The keyboard as drawn (T11.5f): a panel in the window while it is up or moving, nil otherwise.
    public var keyboardView: View? { subviews.last { $0 is KeyboardPanel } }

    /// The light keyboard's backdrop (UncertainRules.keyboardColor).
    public static let keyboardColor = UncertainRules.keyboardColor
    /// Above any view an app gives a zPosition in practice; the keyboard's window is above the app's.
    static let keyboardZPosition = 10_000.0

    /// Keeps the drawn keyboard docked at the bottom after the window changed size (a rotation, a
    /// device change): the keyboard keeps its height (T11.5f).
    func redockKeyboard() {
        guard let panel = keyboardView, keyboardHeight > 0 else { return }
        panel.frame = keyboardFrame
    }
}

/// The drawn keyboard (T11.5f); its own class only so the window can find it among its subviews.
final class KeyboardPanel: View {}
