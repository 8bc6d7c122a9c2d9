import Testing
@testable import Stagecraft

/// T12.7: key-value observing of a view's geometry. Automatic KVO wraps the setter: one call per
/// set, synchronous, with the model value, also for the value already there; `.initial` calls once
/// before `observe` returns; only the observed property's own setter notifies. Expected values come
/// from those rules (Foundation's `NSKeyValueObservingOptions` documentation), not from a run.
@Suite struct KeyValueObservingTests {
    /// Records every call's values as the handler saw them.
    final class Log {
        var changes: [ObservedChange] = []
        var frames: [Rect] = []
    }

    @Test func t12_7_initialCallsOnceBeforeObserveReturns() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 10, 10)), log = Log()
        let observation = view.observe(.frame, options: [.initial, .new]) { v, change in log.changes.append(change); log.frames.append(v.frame) }
        #expect(observation != nil)
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.newValue == .rect(Rect(0, 0, 10, 10)))
        #expect(log.changes.first?.oldValue == nil)   // none on the initial call, even if asked
        // Without .initial nothing runs until a set.
        let quiet = Log()
        _ = view.observe(.frame) { _, change in quiet.changes.append(change) }
        #expect(quiet.changes.isEmpty)
    }

    @Test func t12_7_eachSetNotifiesOnceWithTheValuesTheOptionsAskFor() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 10, 10)), both = Log(), bare = Log()
        _ = view.observe(.frame, options: [.old, .new]) { _, change in both.changes.append(change) }
        _ = view.observe(.frame) { _, change in bare.changes.append(change) }
        view.frame = Rect(5, 6, 20, 30)
        #expect(both.changes.count == 1 && bare.changes.count == 1)
        #expect(both.changes[0].oldValue == .rect(Rect(0, 0, 10, 10)))
        #expect(both.changes[0].newValue == .rect(Rect(5, 6, 20, 30)))
        #expect(bare.changes[0].oldValue == nil && bare.changes[0].newValue == nil)
        // The value already there, set again: still a call (the setter ran).
        view.frame = Rect(5, 6, 20, 30)
        #expect(both.changes.count == 2)
        #expect(both.changes[1].oldValue == both.changes[1].newValue)
    }

    @Test func t12_7_insideAnAnimationTheHandlerRunsOnceAtOnceWithTheModelValue() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100)), log = Log()
        _ = view.observe(.frame) { v, _ in log.frames.append(v.frame) }
        View.animate(withDuration: 1) { view.frame = Rect(0, 400, 100, 100) }
        #expect(log.frames == [Rect(0, 400, 100, 100)])   // the target, before any frame ran
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.frame.minY - 200) < 1e-6)   // on screen half way (ease-in-out at 0.5 is 0.5)
        #expect(log.frames.count == 1)                     // no call per frame
        engine.advance(by: 1)
        #expect(log.frames.count == 1)
    }

    @Test func t12_7_onlyTheObservedPropertysOwnSetterNotifies() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 10, 10)), frames = Log(), centers = Log(), transforms = Log(), alphas = Log(), bounds = Log()
        _ = view.observe(.frame) { _, c in frames.changes.append(c) }
        _ = view.observe(.center, options: .new) { _, c in centers.changes.append(c) }
        _ = view.observe(.transform, options: .new) { _, c in transforms.changes.append(c) }
        _ = view.observe(.alpha, options: .new) { _, c in alphas.changes.append(c) }
        _ = view.observe(.bounds, options: .new) { _, c in bounds.changes.append(c) }
        view.center = Point(50, 50)          // moves the frame, but is not its setter
        #expect(frames.changes.isEmpty && centers.changes.count == 1)
        #expect(centers.changes[0].newValue == .point(Point(50, 50)))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(frames.changes.isEmpty && transforms.changes.count == 1)
        #expect(transforms.changes[0].newValue == .transform(AffineTransform(scaleX: 2, y: 2)))
        view.alpha = 3                        // clamped: the handler sees the value stored
        #expect(alphas.changes.last?.newValue == .number(1))
        view.bounds = Rect(0, 0, 30, 30)
        #expect(bounds.changes.count == 1 && frames.changes.isEmpty && centers.changes.count == 1)
    }

    @Test func t12_7_anInvalidatedObservationIsNotCalledEvenByAChangeItsNeighbourMakes() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        var firstCalls = 0, secondCalls = 0
        var second: KeyValueObservation?
        let first = view.observe(.frame) { _, _ in
            firstCalls += 1
            second?.invalidate()   // the neighbour, invalidated during this very notification
        }
        second = view.observe(.frame) { _, _ in secondCalls += 1 }
        view.frame = Rect(1, 1, 10, 10)
        #expect(firstCalls == 1 && secondCalls == 0)
        first?.invalidate()
        first?.invalidate()        // twice is harmless
        view.frame = Rect(2, 2, 10, 10)
        #expect(firstCalls == 1 && secondCalls == 0)
        #expect(first?.isValid == false)
    }

    @Test func t12_7_contentOffsetIsAScrollViewsAndNotifiesEachStepAfterTheDelegate() {
        let engine = Engine()
        let plain = View(frame: Rect(0, 0, 10, 10))
        #expect(plain.observe(.contentOffset) { _, _ in } == nil)
        final class Delegate: ScrollViewDelegate {
            var order: [String] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { order.append("delegate") }
        }
        let scroll = ScrollView(frame: Rect(0, 0, 100, 100)), delegate = Delegate()
        scroll.contentSize = Size(100, 1000)
        scroll.delegate = delegate
        var seen: [Point] = []
        _ = scroll.observe(.contentOffset, options: .new) { s, change in
            delegate.order.append("observer")
            if case .point(let p)? = change.newValue { seen.append(p) }
            #expect(change.newValue == .point((s as? ScrollView)?.contentOffset ?? .zero))
        }
        scroll.contentOffset = Point(0, 50)
        #expect(seen == [Point(0, 50)] && delegate.order == ["delegate", "observer"])
        scroll.contentOffset = Point(0, 50)   // the setter again: the observer, no scroll
        #expect(seen.count == 2 && delegate.order.suffix(1) == ["observer"])
        scroll.setContentOffset(Point(0, 300), animated: true)
        engine.advance(by: 1)
        #expect(seen.count > 3)               // one call per frame of the motion
        #expect(seen.last == Point(0, 300))
        #expect(zip(seen.dropFirst(2), seen.dropFirst(3)).allSatisfy { $0.y < $1.y })   // each a new offset, moving down
    }
}
