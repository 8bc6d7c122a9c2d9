/// Delivers touches to gesture recognizers, as UIKit's window and gesture environment do.
///
/// A touch that lands is hit-tested in the window (`hitTest(windowPoint:)`, UIKit's rules:
/// hidden, non-interactive and nearly transparent views are skipped). The enabled recognizers
/// on the hit view and its ancestors receive it, closest view first and, on one view, in the
/// order they were added; views that do not accept hits are skipped on the way up. A recognizer
/// that finished (ended, cancelled, failed) is reset when such a touch reaches it with none of
/// its old touches still down, and skipped while some are.
///
/// Each delivery is one batch per phase: every touch that landed at that instant, then every
/// one that moved, then every one that lifted, so that two fingers landing together reach a
/// pinch in a single `touchesBegan`.
final class TouchDispatcher {
    unowned let engine: Engine
    let window: Window
    /// Recognizers with touches still down, in the order they first received one.
    private var participants: [GestureRecognizer] = []

    init(engine: Engine, window: Window) {
        self.engine = engine
        self.window = window
    }

    /// Hit-tests each new touch and delivers it to the recognizers of its view chain.
    func began(_ newTouches: [Touch]) {
        guard !newTouches.isEmpty else { return }
        var deliveries: [(recognizer: GestureRecognizer, touches: [Touch])] = []
        for touch in newTouches {
            touch.view = window.hitTest(windowPoint: touch.locationInWindow)
            for recognizer in recognizers(from: touch.view) {
                if recognizer.state.isFinished {
                    guard recognizer.touches.isEmpty else { continue }
                    recognizer.resetForNewSequence()
                }
                // G1.5: the delegate may keep the touch from the recognizer.
                guard recognizer.accepts(touch), recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false else { continue }
                recognizer.engine = engine
                recognizer.lastWindow = window
                recognizer.touches.append(touch)
                touch.addGestureRecognizer(recognizer)
                if let index = deliveries.firstIndex(where: { $0.recognizer === recognizer }) {
                    deliveries[index].touches.append(touch)
                } else {
                    deliveries.append((recognizer, [touch]))
                }
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
        }
        for (recognizer, touches) in deliveries {
            // A rival that recognised earlier in this batch may have failed it already.
            let received = touches.filter(recognizer.isReceiving)
            if !recognizer.state.isFinished && !received.isEmpty { recognizer.deliver(.began, received) }
        }
        // T12.4: the hit views after their recognizers, as UIKit delivers them.
        deliverToViews(.began, newTouches)
    }

    /// Delivers moved touches to the unfinished recognizers receiving them.
    func moved(_ touches: [Touch]) {
        guard !touches.isEmpty else { return }
        for recognizer in participants {
            let mine = touches.filter(recognizer.isReceiving)
            if !mine.isEmpty && !recognizer.state.isFinished { recognizer.deliver(.moved, mine) }
        }
        deliverToViews(.moved, touches)
    }

    /// Delivers lifted touches, then lets go of them.
    func ended(_ touches: [Touch]) {
        finish(touches) { $0.deliver(.ended, $1) }
        deliverToViews(.ended, touches)
    }

    /// Delivers cancelled touches (the gestures they drive are cancelled), then lets go of them.
    func cancelled(_ touches: [Touch]) {
        finish(touches) { $0.deliver(.cancelled, $1) }
        deliverToViews(.cancelled, touches)
    }

    private func finish(_ touches: [Touch], _ deliver: (GestureRecognizer, [Touch]) -> Void) {
        guard !touches.isEmpty else { return }
        for recognizer in participants {
            let mine = touches.filter(recognizer.isReceiving)
            guard !mine.isEmpty else { continue }
            if !recognizer.state.isFinished { deliver(recognizer, mine) }
            recognizer.touches.removeAll { touch in mine.contains { $0 === touch } }
        }
        participants.removeAll { $0.touches.isEmpty }
    }

    /// The enabled recognizers of `view` and its ancestors that accept hits, closest first.
    private func recognizers(from view: View?) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var node = view
        while let current = node {
            if current.acceptsHits { result += current.gestureRecognizers.filter(\.isEnabled) }
            node = current.superview
        }
        return result
    }
}
