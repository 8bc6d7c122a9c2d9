/// UIKit calls whose Swift form may leave out a parameter before others (it has a default), so
/// the Lua call, which is positional, needs the default written in. From Apple's declarations:
/// `options: UIView.AnimationOptions = []`, `springDuration = 0.5, bounce = 0`… One entry per
/// Swift signature; `lua` is a registered function (checked by the importer's tests).
struct SwiftSignature: Sendable {
    /// `UIView` for a static function, nil for a method of any receiver.
    let owner: String?
    let base: String
    let labels: [String]
    /// Lua text for each parameter Swift lets a call leave out (nil: required).
    let defaults: [String?]
    let lua: String
    /// Parameters that take a closure, which a trailing closure fills.
    let closures: Set<String>

    static let all: [SwiftSignature] = [
        SwiftSignature(owner: "UIView", base: "animate", labels: ["withDuration", "delay", "options", "animations", "completion"],
                       defaults: [nil, nil, "{}", nil, "nil"], lua: "animate", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "animate", labels: ["withDuration", "animations", "completion"],
                       defaults: [nil, nil, "nil"], lua: "animate", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "animate", labels: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options", "animations", "completion"],
                       defaults: [nil, nil, nil, nil, "{}", nil, "nil"], lua: "animateUsingSpringWithDamping", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "animate", labels: ["springDuration", "bounce", "initialSpringVelocity", "delay", "options", "animations", "completion"],
                       defaults: ["0.5", "0", "0", "0", "{}", nil, "nil"], lua: "animateSpringDuration", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "animateKeyframes", labels: ["withDuration", "delay", "options", "animations", "completion"],
                       defaults: [nil, nil, "{}", nil, "nil"], lua: "animateKeyframes", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "addKeyframe", labels: ["withRelativeStartTime", "relativeDuration", "animations"],
                       defaults: [nil, nil, nil], lua: "addKeyframe", closures: ["animations"]),
        SwiftSignature(owner: "UIView", base: "transition", labels: ["with", "duration", "options", "animations", "completion"],
                       defaults: [nil, nil, "{}", "nil", "nil"], lua: "transition", closures: ["animations", "completion"]),
        SwiftSignature(owner: "UIView", base: "transition", labels: ["from", "to", "duration", "options", "completion"],
                       defaults: [nil, nil, nil, "{}", "nil"], lua: "transition", closures: ["completion"]),
        SwiftSignature(owner: "UIView", base: "performWithoutAnimation", labels: ["_"], defaults: [nil], lua: "performWithoutAnimation", closures: ["_"]),
        SwiftSignature(owner: "UIView", base: "modifyAnimations", labels: ["withRepeatCount", "autoreverses", "animations"],
                       defaults: [nil, nil, nil], lua: "modifyAnimations", closures: ["animations"]),
        SwiftSignature(owner: "UIViewPropertyAnimator", base: "runningPropertyAnimator", labels: ["withDuration", "delay", "options", "animations", "completion"],
                       defaults: [nil, nil, nil, nil, "nil"], lua: "runningPropertyAnimator", closures: ["animations", "completion"]),
        SwiftSignature(owner: nil, base: "present", labels: ["_", "animated", "completion"], defaults: [nil, nil, "nil"], lua: "present", closures: ["completion"]),
        SwiftSignature(owner: nil, base: "dismiss", labels: ["animated", "completion"], defaults: [nil, "nil"], lua: "dismiss", closures: ["completion"]),
        SwiftSignature(owner: nil, base: "animate", labels: ["alongsideTransition", "completion"], defaults: ["nil", "nil"], lua: "animate", closures: ["alongsideTransition", "completion"]),
        SwiftSignature(owner: nil, base: "animateAlongsideTransition", labels: ["in", "animation", "completion"], defaults: [nil, "nil", "nil"], lua: "animateAlongsideTransitionIn", closures: ["animation", "completion"]),
        SwiftSignature(owner: nil, base: "addAnimations", labels: ["_", "delayFactor"], defaults: [nil, "nil"], lua: "addAnimations", closures: ["_"]),
        SwiftSignature(owner: nil, base: "addCompletion", labels: ["_"], defaults: [nil], lua: "addCompletion", closures: ["_"]),
        SwiftSignature(owner: nil, base: "startAnimation", labels: ["afterDelay"], defaults: [nil], lua: "startAnimation", closures: []),
        SwiftSignature(owner: nil, base: "continueAnimation", labels: ["withTimingParameters", "durationFactor"], defaults: [nil, nil], lua: "continueAnimation", closures: []),
        SwiftSignature(owner: nil, base: "notifyWhenInteractionChanges", labels: ["_"], defaults: [nil], lua: "notifyWhenInteractionChanges", closures: ["_"]),
        SwiftSignature(owner: nil, base: "async", labels: ["execute"], defaults: [nil], lua: "async", closures: ["execute"]),
    ]

    /// The signature a call matches: same owner and base, and the written labels are the
    /// signature's in order with only defaulted ones left out. `written` lists each argument's
    /// label in call order, nil for the first trailing closure (which fills the next closure
    /// parameter, Swift's forward scan).
    static func match(owner: String?, base: String, written: [String?]) -> (SwiftSignature, [Int])? {
        for signature in all where signature.base == base && (signature.owner == nil || signature.owner == owner) {
            if let positions = signature.positions(written: written) { return (signature, positions) }
        }
        return nil
    }

    /// For each written argument, its parameter index.
    func positions(written: [String?]) -> [Int]? {
        var positions: [Int] = []
        var next = 0
        for label in written {
            guard next < labels.count else { return nil }
            let found = label.map { label in labels[next...].firstIndex(of: label) } ?? labels[next...].firstIndex { closures.contains($0) }
            guard let index = found, labels[next..<index].indices.allSatisfy({ defaults[$0] != nil }) else { return nil }
            positions.append(index)
            next = index + 1
        }
        guard labels[next...].indices.allSatisfy({ defaults[$0] != nil }) else { return nil }
        return positions
    }
}
