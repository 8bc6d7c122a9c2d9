/// Running a scroll view's motion on the engine's clock (SV1.9), and the animated scrolls of
/// code (SV1.10).
///
/// A motion is a pure function of time (`ScrollMotion`); the scroll view writes its offset into
/// the model once per frame, at the engine's frame times, through scheduled actions, so that
/// `scrollViewDidScroll` runs once per frame as on a device, the engine is not idle while the
/// content moves, and the values are the same at any frame rate at common times. The last step
/// lands exactly at the motion's end time.
extension ScrollView {
    /// Scrolls to `offset`, at once or with an eased 0.3 s motion that ends with
    /// `scrollViewDidEndScrollingAnimation` (UIKit's `setContentOffset(_:animated:)`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return refuse("contentOffset", "\(offset) is not a finite point") }
        guard animated else { return contentOffset = offset }
        stopMotion()
        let from = contentOffset
        guard from != offset else {
            // UIKit still reports the end of the (empty) animation.
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        start(ScrollMotion(kind: .animation, startTime: Engine.current?.now ?? 0,
                           x: .ease(ScrollPhysics.Ease(from: from.x, to: offset.x)), y: .ease(ScrollPhysics.Ease(from: from.y, to: offset.y))))
    }

    /// Scrolls the least that shows `rect` (in content coordinates) inside the bounds less the
    /// adjusted insets, within the offset range; a rect larger than the visible part shows its
    /// top-left corner (UIKit's `scrollRectToVisible(_:animated:)`, SV1.10).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.isFinite else { return refuse("scrollRectToVisible", "\(rect) is not a finite rect") }
        let insets = adjustedContentInset, range = contentOffsetRange, offset = contentOffset
        func axis(_ minimum: Double, _ length: Double, _ current: Double, _ before: Double, _ visible: Double, _ range: ClosedRange<Double>) -> Double {
            var next = current
            if minimum + length > current + before + visible { next = minimum + length - visible - before }
            if minimum < next + before { next = minimum - before }
            return min(max(next, range.lowerBound), range.upperBound)
        }
        let visibleWidth = bounds.width - insets.left - insets.right, visibleHeight = bounds.height - insets.top - insets.bottom
        let target = Point(axis(rect.minX, rect.width, offset.x, insets.left, visibleWidth, range.x),
                           axis(rect.minY, rect.height, offset.y, insets.top, visibleHeight, range.y))
        if target != offset { setContentOffset(target, animated: animated) }
    }

    /// Starts `motion` from the current frame.
    func start(_ motion: ScrollMotion) {
        guard let engine = Engine.current else {
            applyOffset(motion.finalOffset)
            return
        }
        motionEngine = engine
        self.motion = motion
        scheduleStep(engine, motion)
    }

    private func scheduleStep(_ engine: Engine, _ motion: ScrollMotion) {
        // The next frame after now (an event at a frame time runs before that frame's render).
        let nextFrame = ((engine.now * engine.frameRate + 1e-6).rounded(.down) + 1) / engine.frameRate
        motionStep = engine.schedule(at: min(nextFrame, motion.endTime)) { [weak self] in self?.step() }
    }

    private func step() {
        guard let motion, let engine = motionEngine else { return }
        if engine.now >= motion.endTime - Engine.timeTolerance {
            applyOffset(motion.finalOffset)
            finishMotion()
        } else {
            applyOffset(motion.offset(at: engine.now))
            scheduleStep(engine, motion)
        }
    }

    /// The motion came to rest: tell the delegate how it ended.
    private func finishMotion() {
        guard let motion else { return }
        self.motion = nil
        motionStep = nil
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops a running motion where it is, without telling the delegate (a touch, a drag, a set
    /// offset).
    func stopMotion() {
        motionStep?.cancel()
        motionStep = nil
        motion = nil
        isDecelerating = false
    }
}
