/// Which recognizers compete for the same touches, and who wins.
///
/// The rule, simpler than UIKit's gesture environment but of the same shape: recognizers
/// *rival* each other while they receive at least one touch in common. When one leaves
/// `.possible` (begins, or recognises a discrete gesture), every rival still `.possible` fails,
/// unless the two may recognise simultaneously; and a recognizer cannot begin while a rival it
/// may not run with is already active: it fails instead. Delivery goes closest view first, so
/// among recognizers that would begin on the same touch sample the one on the deepest view wins.
/// A single tap and a double tap on one view both recognise unless one requires the other to
/// fail (`require(toFail:)`, G1.3 in GestureRecognizer+FailureRequirements.swift).
extension GestureRecognizer {
    /// The other recognizers receiving at least one of this recognizer's touches, in the order
    /// they received them.
    func rivals() -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in touches {
            for other in touch.gestureRecognizers where other !== self && other.isReceiving(touch) {
                if !result.contains(where: { $0 === other }) && !mayRecognizeSimultaneously(with: other) {
                    result.append(other)
                }
            }
        }
        return result
    }

    /// True when either recognizer's `shouldRecognizeSimultaneously` closure or delegate (G1.2)
    /// says yes for the other.
    public func mayRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously?(other) == true || other.shouldRecognizeSimultaneously?(self) == true
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether `touch` is still delivered to this recognizer.
    func isReceiving(_ touch: Touch) -> Bool { touches.contains { $0 === touch } }
}
