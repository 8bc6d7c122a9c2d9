import Foundation
import Testing
@testable import Stagecraft

/// A screen with a bar pinned above the keyboard layout guide, counting safe-area changes.
final class BarScreen: ViewController {
    let bar = View(frame: .zero, name: "bar")
    var safeAreaChanges = 0
    var layouts = 0

    override func viewDidLoad() { view.addSubview(bar) }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func viewWillLayoutSubviews() {
        layouts += 1
        let guide = view.keyboardLayoutGuide.layoutFrame
        bar.frame = Rect(0, guide.minY - 50, view.bounds.width, 50)
    }
}

/// Safe areas and the keyboard (T11.5, docs/layout.md). Device numbers are Apple's (see
/// DeviceProfile.swift), the spring of curve 7 is solved here from its constants.
@Suite struct SafeAreaTests {
    func stage(_ device: DeviceProfile) -> (Engine, Window, BarScreen) {
        let engine = Engine()
        let window = Window()
        let screen = BarScreen(name: "screen")
        window.rootViewController = screen
        window.use(device)
        return (engine, window, screen)
    }

    @Test func t11_5a_devicesGiveTheirScreenAndInsetsInEachOrientation() {
        let (engine, window, _) = stage(.iPhone15)
        #expect(window.bounds.size == Size(width: 393, height: 852))
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rotate(to: .landscapeLeft)
        #expect(window.bounds.size == Size(width: 852, height: 393))
        #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        window.use(.iPhoneSE, orientation: .landscapeRight)
        #expect(window.bounds.size == Size(width: 667, height: 375) && window.safeAreaInsets == .zero)
        window.use(.iPad, orientation: .landscapeLeft)
        #expect(window.bounds.size == Size(width: 1180, height: 820))
        #expect(window.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DeviceProfile.iPhone15ProMax.size(in: .portrait) == Size(width: 430, height: 932) && DeviceProfile.iPhone15ProMax.scale == 3)
        #expect(Window().safeAreaInsets == .zero)  // the default window: no device, no insets
        withExtendedLifetime(engine) {}
    }

    @Test func t11_5b_aViewsInsetsAreItsOverlapWithItsSuperviewsSafeAreaPlusAdditional() {
        let (engine, window, screen) = stage(.iPhone15)
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let card = View(frame: Rect(0, 100, 393, 800))
        screen.view.addSubview(card)
        // Top: 100 > 59, none; bottom: 900 − (852 − 34) = 82.
        #expect(card.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 82, right: 0))
        screen.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(screen.view.safeAreaInsets.top == 103)
        #expect(card.safeAreaInsets.top == 3)
        #expect(screen.view.safeAreaLayoutGuide.layoutFrame == Rect(0, 103, 393, 852 - 103 - 34))
        #expect(View(frame: Rect(0, 0, 10, 10)).safeAreaInsets == .zero)  // not in a window
        withExtendedLifetime((engine, window)) {}
    }

    /// A subview 20 pt below the top of a full-screen view on an iPhone 15-class device reports
    /// 59 − 20 = 39 at the top (measured on a device: csl.cool, "iOS Layout Adaptation").
    @Test func t11_5b_edgesInheritOnlyFromTheSuperviewsStrips() {
        let (engine, window, screen) = stage(.iPhone15)
        let lower = View(frame: Rect(0, 20, 393, 832))
        let above = View(frame: Rect(-30, -100, 100, 300))
        screen.view.addSubview(lower)
        screen.view.addSubview(above)
        #expect(lower.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
        // Reaching above the Dynamic Island: 59 + 100 from its top; no strip on the left, so none there.
        #expect(above.safeAreaInsets == EdgeInsets(top: 159, left: 0, bottom: 0, right: 0))
        withExtendedLifetime((engine, window)) {}
    }

    @Test func t11_5c_changesAreReportedOnceByTheLayoutPass() {
        let (engine, window, screen) = stage(.iPhone15)
        #expect(screen.safeAreaChanges == 1)  // picking the device lays out at once
        window.rotate(to: .landscapeLeft)
        #expect(screen.safeAreaChanges == 2)
        window.rotate(to: .landscapeRight)  // the same insets: no call
        #expect(screen.safeAreaChanges == 2)
        screen.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(screen.safeAreaChanges == 2)
        engine.advance(by: 0)
        #expect(screen.safeAreaChanges == 3)
    }

    /// x(t) of curve 7 for the reported 0.25 s: m 3, k 1000, c 500 is overdamped, evaluated with the
    /// critical formula (TIMING.md): 1 − e^(−ω0 t)(1 + ω0 t), ω0 = √(k/m).
    static func keyboardProgress(_ t: Double) -> Double {
        let omega = (1000.0 / 3).squareRoot()
        return 1 - exp(-omega * t) * (1 + omega * t)
    }

    @Test func t11_5d_theKeyboardPostsItsNotificationsWithFramesDurationAndCurve() {
        let (engine, window, _) = stage(.iPhone15)
        var received: [(String, Double)] = []
        var info: [String: AppNotification.Value] = [:]
        for name in [Window.keyboardWillShowNotification, Window.keyboardDidShowNotification, Window.keyboardWillChangeFrameNotification,
                     Window.keyboardWillHideNotification, Window.keyboardDidHideNotification] {
            engine.notificationCenter.addObserver(forName: name) { note in
                received.append((note.name, engine.now))
                if note.name == Window.keyboardWillShowNotification { info = note.userInfo }
            }
        }
        window.showKeyboard(height: 336)
        #expect(received.map(\.0) == [Window.keyboardWillChangeFrameNotification, Window.keyboardWillShowNotification])
        #expect(info[Window.keyboardFrameBeginUserInfoKey] == .rect(Rect(0, 852, 393, 336)))
        #expect(info[Window.keyboardFrameEndUserInfoKey] == .rect(Rect(0, 852 - 336, 393, 336)))
        #expect(info[Window.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(info[Window.keyboardAnimationCurveUserInfoKey] == .number(7))
        engine.advance(by: 0.4)
        #expect(received.count == 2)
        engine.advance(by: 0.1)
        #expect(received.last.map { $0.0 == Window.keyboardDidShowNotification && close($0.1, 0.5) } == true)
        window.showKeyboard(height: 300)  // already up: a frame change, no second will-show
        #expect(received.last?.0 == Window.keyboardWillChangeFrameNotification)
        window.hideKeyboard()
        #expect(received.last?.0 == Window.keyboardWillHideNotification)
        engine.advance(by: 0.5)
        #expect(received.last?.0 == Window.keyboardDidHideNotification && !window.isKeyboardVisible)
    }

    /// The size classes follow the device (TraitCollection's thresholds): the Pro Max is regular
    /// in width in landscape, the iPhone 15 compact; an iPad regular both ways.
    @Test func t11_5a_sizeClassesFollowTheDeviceAndItsOrientation() {
        let (engine, window, screen) = stage(.iPhone15ProMax)
        #expect(screen.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        window.rotate(to: .landscapeLeft)
        #expect(screen.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        window.use(.iPhone15, orientation: .landscapeRight)
        #expect(screen.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        window.use(.iPad, orientation: .portrait)
        #expect(screen.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        withExtendedLifetime(engine) {}
    }

    @Test func t11_5e_theKeyboardStaysOnScreenWhenTheDeviceShrinks() {
        let (engine, window, _) = stage(.iPad)
        window.showKeyboard(height: 700)
        window.use(.iPhoneSE, orientation: .landscapeLeft)
        #expect(window.keyboardFrame == Rect(0, 0, 667, 375))
        withExtendedLifetime(engine) {}
    }

    @Test func t11_5e_theKeyboardGuideRestsUnderTheSafeAreaAndViewsFollowTheKeyboard() {
        let (engine, window, screen) = stage(.iPhone15)
        #expect(screen.view.keyboardLayoutGuide.layoutFrame == Rect(0, 818, 393, 34))
        #expect(screen.bar.frame == Rect(0, 768, 393, 50))
        window.showKeyboard(height: 336)
        #expect(screen.view.keyboardLayoutGuide.layoutFrame == Rect(0, 516, 393, 336))
        #expect(screen.bar.frame == Rect(0, 466, 393, 50))  // the model at once
        engine.advance(by: 0.1)
        let expected = Reference.lerp(768, 466, Self.keyboardProgress(0.1))
        #expect(close(screen.bar.presentation.frame.minY, expected, 1e-4))
        engine.advance(by: 0.4)
        #expect(screen.bar.presentation.frame.minY == 466)
    }

    // T11.5f: the keyboard is drawn as a keyboard-coloured panel at its animated frame: below the
    // screen at first, rising on the keyboard's curve, docked at the bottom, then sliding down and
    // leaving the window once hidden.
    @Test func t11_5f_theKeyboardIsDrawnRisingAndFalling() {
        let (engine, window, _) = stage(.iPhone15)
        #expect(window.keyboardView == nil)
        window.showKeyboard(height: 336)
        guard let panel = window.keyboardView else { Issue.record("no keyboard drawn"); return }
        #expect(panel.name == "keyboard" && panel.backgroundColor == Window.keyboardColor)
        #expect(panel.frame == Rect(0, 516, 393, 336))  // the model at once, as any animated view
        engine.advance(by: 0.1)
        #expect(close(panel.presentation.frame.minY, Reference.lerp(852, 516, Self.keyboardProgress(0.1)), 1e-4))
        engine.advance(by: 0.4)
        #expect(panel.presentation.frame == Rect(0, 516, 393, 336))
        window.hideKeyboard()
        engine.advance(by: 0.1)
        #expect(close(panel.presentation.frame.minY, Reference.lerp(516, 852, Self.keyboardProgress(0.1)), 1e-4))
        #expect(window.keyboardView === panel)
        engine.advance(by: 0.4)
        #expect(window.keyboardView == nil && panel.superview == nil)
    }

    // T11.5f: the keyboard draws in front of what the app adds later (UIKit's keyboard window is
    // above the app's), takes the touches on it, keeps its height across a rotation, and a show
    // during a hide keeps the same panel.
    @Test func t11_5f_theKeyboardStaysInFrontDocksAfterARotationAndSurvivesAShowDuringAHide() {
        let (engine, window, _) = stage(.iPhone15)
        window.showKeyboard(height: 300)
        engine.advance(by: 0.5)
        let cover = View(frame: window.bounds, name: "cover")
        window.addSubview(cover)
        guard let panel = window.keyboardView else { Issue.record("no keyboard drawn"); return }
        #expect(panel.layer.zPosition > cover.layer.zPosition)
        #expect(window.hitTest(Point(x: 200, y: 800)) === panel)
        window.rotate(to: .landscapeLeft)
        #expect(panel.frame == Rect(0, 393 - 300, 852, 300))
        window.hideKeyboard()
        engine.advance(by: 0.1)
        window.showKeyboard(height: 300)
        engine.advance(by: 0.5)
        #expect(window.keyboardView === panel && panel.superview === window && panel.presentation.frame == Rect(0, 93, 852, 300))
    }
}
