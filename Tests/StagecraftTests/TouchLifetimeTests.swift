import Testing
@testable import Stagecraft

/// Touches and recognizers must not keep each other (or the window) alive: a recognizer keeps its
/// touches, so a touch refers to its window and recognizers weakly, as UITouch does.
@Suite struct TouchLifetimeTests {
    @Test func aTapWhoseActionTakesItsViewOutOfTheWindowLeavesNothingAlive() {
        weak var weakWindow: Window?
        weak var weakRecognizer: TapGestureRecognizer?
        weak var weakView: View?
        do {
            let engine = Engine()
            let window = Window(bounds: Size(width: 390, height: 844))
            let dim = View(frame: Rect(0, 0, 390, 844), name: "dim")
            window.addSubview(dim)
            let tap = TapGestureRecognizer(name: "dimTap")
            dim.addGestureRecognizer(tap)
            // As a dimming view that dismisses its sheet: the action removes the tapped view.
            tap.addTarget { [weak dim] _ in dim?.removeFromSuperview() }
            let touches = TouchSynthesizer(engine: engine, window: window)
            touches.tap(at: Point(100, 100), numberOfTaps: 1)
            engine.advance(by: 1)
            #expect(dim.superview == nil)  // the tap was recognised
            weakWindow = window
            weakRecognizer = tap
            weakView = dim
        }
        #expect(weakRecognizer == nil, "the recognizer outlived everything that held it")
        #expect(weakView == nil)
        #expect(weakWindow == nil)
    }
}
