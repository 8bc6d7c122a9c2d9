import Testing
@testable import Stagecraft

/// SW12.1 in the core: `Control.stateWillChange(to:)` is where a Swift subclass's `willSet` on
/// `isEnabled`, `isHighlighted` or `isSelected` runs — before the change (the control still has
/// the old state), with the state it is about to have, and only when the flag changes.
@Suite struct ControlStateWillChangeTests {
    /// Records "will <state> from <state>" and "did <state>" in order.
    final class RecordingControl: Control {
        var log: [String] = []
        override func stateWillChange(to newState: State) {
            log.append("will \(newState) from \(state)")
        }
        override func stateDidChange() {
            log.append("did \(state)")
        }
    }

    @Test func SW12_1_eachFlagAnnouncesItsChangeBeforeItAndNotForTheSameValue() {
        let control = RecordingControl(frame: Rect(0, 0, 10, 10))
        control.isHighlighted = true
        control.isHighlighted = true
        control.isSelected = true
        control.isHighlighted = false
        control.isEnabled = false
        control.isEnabled = false
        #expect(control.log == [
            "will \(Control.State.highlighted) from \(Control.State.normal)", "did \(Control.State.highlighted)",
            "will \(Control.State([.highlighted, .selected])) from \(Control.State.highlighted)", "did \(Control.State([.highlighted, .selected]))",
            "will \(Control.State.selected) from \(Control.State([.highlighted, .selected]))", "did \(Control.State.selected)",
            "will \(Control.State([.selected, .disabled])) from \(Control.State.selected)", "did \(Control.State([.selected, .disabled]))",
        ])
    }

    /// The second case: a finger's highlight (T12.6 tracking) goes through the same hook, on touch
    /// down and on the lift.
    @Test func SW12_1_trackingAnnouncesTheHighlightOnTouchDownAndLift() {
        let engine = Engine(frameRate: 60)
        let window = Window()
        let control = RecordingControl(frame: Rect(100, 100, 100, 40))
        window.addSubview(control)
        let synth = TouchSynthesizer(engine: engine, window: window)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 1)
        #expect(control.log == [
            "will \(Control.State.highlighted) from \(Control.State.normal)", "did \(Control.State.highlighted)",
            "will \(Control.State.normal) from \(Control.State.highlighted)", "did \(Control.State.normal)",
        ])
    }
}
