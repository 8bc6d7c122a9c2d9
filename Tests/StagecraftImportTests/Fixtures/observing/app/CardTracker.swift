import UIKit

/// Keeps a badge on a card's top-right corner by key-value observing the card's frame, as
/// DeckTransition keeps its rounded top on the presented view (SW3.6, T12.7), and records each
/// change of the card's transform with the values the options ask for.
final class CardTracker {
    let card: UIView
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    private var frameObservation: NSKeyValueObservation?
    private var transformObservation: NSKeyValueObservation?
    var frameCalls = 0
    var transformCalls = 0
    var oldScale: CGFloat = -1
    var newScale: CGFloat = -1

    init(card: UIView) {
        self.card = card
        start()
    }

    func start() {
        frameObservation = card.observe(\.frame, options: [.initial]) { [weak self] _, _ in
            self?.follow()
        }
        transformObservation = card.observe(\.transform, options: [.old, .new]) { [weak self] _, change in
            guard let self = self else { return }
            self.transformCalls += 1
            self.oldScale = change.oldValue?.a ?? -1
            self.newScale = change.newValue?.a ?? -1
        }
    }

    private func follow() {
        frameCalls += 1
        badge.frame = CGRect(x: card.frame.maxX - 20, y: card.frame.minY, width: 20, height: 20)
    }

    func stop() {
        frameObservation = nil
        transformObservation = nil
    }
}
