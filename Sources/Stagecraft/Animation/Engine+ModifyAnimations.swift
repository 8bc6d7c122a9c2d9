/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): the changes made in
/// the block animate with the enclosing animation block's duration, curve and delay, but repeat
/// `count` times (fractions allowed) and optionally run back each time, as Core Animation's
/// `repeatCount` and `autoreverses` do: one repeat is the duration, or twice it when autoreversing.
/// Like other autoreversed animations, the view then shows its model value (the new one).
/// The enclosing block's completion waits for these animations too (UIKit calls a block's
/// completion once every animation it added has ended).
extension Engine {
    func modifyAnimations(repeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        guard let outer = contextStack.last, let outerGroup = outer.group else {
            // Outside an animation block there is nothing to modify: the changes apply at once.
            return animations()
        }
        guard case let .timeline(timeline, begin) = outerGroup.clock else {
            report(Diagnostic(kind: .notSupported, message: "modifyAnimations(withRepeatCount:autoreverses:) inside a property animator is not supported by Stagecraft yet; its changes animate once with the animator"))
            return animations()
        }
        let group = AnimationGroup(
            engine: self, sequence: makeSequence(), clock: .timeline(timeline, begin: begin),
            duration: outerGroup.duration, timing: outerGroup.timing, outerTiming: outerGroup.outerTiming,
            autoreverses: autoreverses, repeatCount: count, curve: outerGroup.curve)
        group.completion = outerGroup.shareCompletion()
        let context = AnimationContext(
            duration: outer.duration, delay: outer.delay, timing: outer.timing,
            options: outer.options.subtracting([.repeat, .autoreverse]), group: group,
            isKeyframeBlock: outer.isKeyframeBlock, isDiscrete: outer.isDiscrete)
        context.keyframeSpan = outer.keyframeSpan
        contextStack.append(context)
        animations()
        contextStack.removeLast()
        if group.tracks.isEmpty {
            let (work, finished) = group.end(ranToEnd: true)
            if let work { async { work(finished) } }
        } else {
            add(group)
        }
    }
}

extension Diagnostic.Kind {
    /// A UIKit feature Stagecraft does not reproduce yet; what happens instead is said in the message.
    public static let notSupported = Diagnostic.Kind(rawValue: "not-supported")
}

/// Calls a completion once every group sharing it has ended, with `finished` true only if all did.
final class CompletionBarrier {
    private var pending = 0
    private var allFinished = true
    private let completion: ((Bool) -> Void)?

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    /// A completion for one more group.
    func share() -> (Bool) -> Void {
        pending += 1
        return { [self] finished in
            allFinished = allFinished && finished
            pending -= 1
            if pending == 0 { completion?(allFinished) }
        }
    }
}

extension AnimationGroup {
    /// Makes the group's completion wait for another group as well; returns that group's completion.
    func shareCompletion() -> (Bool) -> Void {
        if barrier == nil {
            let shared = CompletionBarrier(completion)
            barrier = shared
            completion = shared.share()
        }
        return barrier?.share() ?? { _ in }
    }
}
