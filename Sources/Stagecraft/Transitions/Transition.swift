/// One running transition: builds the context and coordinator, calls the delegate's objects in
/// UIKit's order, keeps the transition's animations on a timeline of their own, and once
/// `completeTransition` is called does the system's cleanup, the callbacks and the checks.
///
/// Kind-specific decisions (which views, frames, cleanup) come in a `TransitionPlan`, so present,
/// dismiss, push, pop and tab transitions share this one sequence.
final class Transition {
    /// How long past its duration a transition may run before the watchdog reports it (T2.2).
    static let watchdogGrace = 1.0

    private(set) var plan: TransitionPlan
    unowned let engine: Engine
    let context: TransitionContext
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)
    /// The timeline the transition's view animations run on: paused and scrubbed when percent-driven.
    let timeline: Timeline
    var animator: ViewControllerAnimatedTransitioning { plan.animator }
    var interaction: ViewControllerInteractiveTransitioning? { plan.interaction }
    /// `transitionDuration(using:)`, asked once (T6.3: the percent-driven duration is this value).
    private(set) var duration = 0.0
    /// Views the presentation controller keeps in the container (a dimming view).
    private(set) var chrome: [View] = []
    /// Views `dismissalTransitionWillBegin` added to the container (T4.2: stale if a cancel keeps them).
    private(set) var dismissalChrome: [View] = []
    /// Called once the transition is over, so its owner can let it go.
    var onEnd: ((Transition) -> Void)?
    /// The window whose status bar this transition hands over (SB1.2); the container may have
    /// left it by the end.
    private weak var statusBarWindow: Window?

    private var isStarting = false
    private var pendingCompletion: Bool?
    private var cachedInterruptible: PropertyAnimator?
    private var askedInterruptible = false
    /// Calls that drove the interaction (update, finish, cancel), for T1.16.
    private var interactionCalls = 0
    private var watchdog: ScheduledAction?
    private var reportedStall = false
    /// How the interaction ended: true for cancel, false for finish, nil while it has not.
    private var interactionEnding: Bool?
    /// This transition's number in the engine's ledger (completeTransition counted there).
    private var ledgerID = 0
    /// Which of its container's transitions this is (`View.transitionsStarted`).
    private(set) var containerGeneration = 0
    /// The from and to views as they were at the start, for the cancel check (T6.6).
    private(set) var startValues: [(view: View, values: LayerProperties, isHidden: Bool, superview: View?)] = []

    init(plan: TransitionPlan, engine: Engine) {
        self.plan = plan
        self.engine = engine
        context = TransitionContext(plan: plan)
        timeline = engine.makeTimeline(name: "transition.\(plan.kind.rawValue)")
        context.transition = self
        context.animatorName = plan.animator.debugName
        context.animatorSource = plan.animator.sourceLocation
    }

    /// A short name for traces: `present(Detail)`.
    var subject: String { "\(plan.kind.rawValue)(\(plan.kind == .dismiss || plan.kind == .pop ? plan.from.name : plan.to.name))" }

    // MARK: - Start (T1.2, T1.7, T3.4)

    /// Begins the transition: the presentation controller's will-begin and the will-calls now; the
    /// animator on the next run-loop turn (same engine time), as UIKit does, so that code right after
    /// `present` or `pushViewController` can still queue alongside animations on the coordinator.
    func start() {
        for controller in plan.participants { controller.activeTransition = self }
        plan.container.transitionsStarted += 1
        containerGeneration = plan.container.transitionsStarted
        engine.record(.transition, subject, "begin",
                      "animated=\(plan.animated) interactive=\(plan.interaction != nil) style=\(plan.style.rawValue)")
        // T2.5: interactive from the start when the interaction controller wants it, so the presentation
        // controller's will-begin and the appearance will-calls read it from the coordinator (apps
        // watch an interactive dismissal or pop there with notifyWhenInteractionChanges).
        context.isInteractive = interaction?.wantsInteractiveStart ?? false
        if let controller = plan.presentationController {
            let outside = viewsOutsideContainer()
            if plan.kind == .present {
                controller.call("presentationTransitionWillBegin") { $0.presentationTransitionWillBegin() }
                resolvePresentedView(controller)
                chrome = plan.container.subviews.filter { $0 !== plan.toView && $0 !== plan.fromView }
            } else {
                chrome = plan.container.subviews.filter { $0 !== plan.fromView && $0 !== plan.toView }
                controller.call("dismissalTransitionWillBegin") { $0.dismissalTransitionWillBegin() }
                dismissalChrome = plan.container.subviews.filter { view in
                    view !== plan.fromView && view !== plan.toView && !chrome.contains { $0 === view }
                }
            }
            noteOutsideChrome(of: controller, before: outside)
        }
        askDuration()  // T5.7: before the will-calls, so viewWillAppear can read the coordinator's duration
        ledgerID = engine.transitionLedger.opened(TransitionLedger.Record(
            kind: TransitionLedger.Record.Kind(rawValue: plan.kind.rawValue) ?? .present, subject: subject, to: plan.to.name,
            from: plan.from.name, container: plan.swappingContainer?.name, start: engine.now, duration: duration,
            interactive: plan.interaction != nil))
        if plan.swappingContainer.map({ $0.appearanceState == .appeared }) ?? true {
            plan.disappearing?.beginAppearanceTransition(false, animated: plan.animated)
            plan.appearing?.beginAppearanceTransition(true, animated: plan.animated)
        }  // else a container off screen or in its own transition: its children follow it (handOver)
        // SB1.2: the status bar goes to the owner it will have once this transition completes.
        statusBarWindow = plan.container.window
        if UncertainRules.statusBarFollowsTransitionAtItsStart {
            statusBarWindow?.updateStatusBarAppearance(leaving: plan.kind == .dismiss ? plan.from : nil)
        }
        engine.async { [self] in runAnimator() }  // the owner keeps the transition alive until then
    }

    /// T4.4: `presentedView` may be a wrapper created in `presentationTransitionWillBegin`, so it
    /// is read after that call (never before) and becomes what `view(forKey:)` answers; the final
    /// frame is asked then too (T4.1), as it may depend on what the controller set up there.
    private func resolvePresentedView(_ controller: PresentationController) {
        guard plan.presentedViewKey == .to else { return }
        let view = controller.currentPresentedView
        plan.toView = view
        context.toView = view
        let frame = controller.frameOfPresentedViewInContainerView
        plan.finalFrames.append((plan.to, frame))
        context.finalFrames.append((ObjectIdentifier(plan.to), frame))
    }

    /// `transitionDuration(using:)`, asked once: after the presentation controller's will-begin (T1.2)
    /// and before the appearance will-calls, since apps read `transitionCoordinator.transitionDuration`
    /// in `viewWillAppear` (T5.7).
    private func askDuration() {
        engine.record(.animator, animator.debugName, "transitionDuration")
        let asked = animator.transitionDuration(using: context)
        if !asked.isFinite || asked < 0 {
            report(.transitionMisuse, "transitionDuration returned \(asked); using 0", source: animator.sourceLocation)
        }
        duration = asked.isFinite ? max(asked, 0) : 0
    }

    /// Runs the animator or the interaction controller (T1.2, T6.1).
    private func runAnimator() {
        isStarting = true
        startValues = [plan.fromView, plan.toView].compactMap { $0 }.map { ($0, $0.model, $0.isHidden, $0.superview) }

        engine.withTimeline(timeline) {
            if let interaction {
                engine.record(.animator, interaction.debugName, "startInteractiveTransition")
                interaction.startInteractiveTransition(context)
                checkBaseStarted(interaction)
            } else {
                engine.record(.animator, animator.debugName, "animateTransition")
                animator.animateTransition(using: context)
            }
        }
        _ = interruptibleAnimator()  // alongside animations join it (T5.3); asking again checks T6.4
        coordinator.runQueuedAlongsideAnimations()
        if let appearing = plan.appearing, appearing.viewIfLoaded?.window != nil {
            appearing.callViewIsAppearing(animated: plan.animated)
        }
        if plan.kind == .present, let controller = plan.presentationController {
            controller.layoutContainer()
        }
        isStarting = false
        armWatchdog(after: duration + Self.watchdogGrace)
        if let completed = pendingCompletion { finish(completed) }
    }

    /// T6.7: an override of a percent-driven controller's `startInteractiveTransition` must call
    /// the base, which starts the animator; without it nothing moves.
    private func checkBaseStarted(_ interaction: ViewControllerInteractiveTransitioning) {
        guard let percentDriven = interaction as? PercentDrivenInteractiveTransition, !percentDriven.started(context) else { return }
        report(.transitionMisuse,
               "\(interaction.debugName) overrides startInteractiveTransition without calling the base (super.startInteractiveTransition): the animator was never started",
               source: interaction.sourceLocation)
    }

    // MARK: - Interruptible animator (T6.4)

    /// Asks the animator for its interruptible animator; it must be the same instance every time.
    func interruptibleAnimator() -> PropertyAnimator? {
        let answer = animator.interruptibleAnimator(using: context)
        if askedInterruptible {
            if answer !== cachedInterruptible {
                report(.transitionMisuse, "interruptibleAnimator(using:) returned a different animator during one transition; the first one is used",
                       source: animator.sourceLocation)
            }
        } else {
            askedInterruptible = true
            cachedInterruptible = answer
            if answer != nil { engine.record(.animator, animator.debugName, "interruptibleAnimator") }
        }
        return cachedInterruptible
    }

    /// The interruptible animator, if the animator has one (asked already).
    var knownInterruptibleAnimator: PropertyAnimator? { cachedInterruptible }

    // MARK: - Interaction (T2.4, T2.5, T5.7)

    func interactionDidUpdate() {
        interactionCalls += 1
        engine.record(.transition, subject, "updateInteractiveTransition", "percent=\(formatNumber(context.percentComplete))")
    }

    func interactionDidEnd(cancelled: Bool) {
        guard !context.isCompleted else {
            return misuse("\(cancelled ? "cancel" : "finish")InteractiveTransition after completeTransition; ignored")
        }
        interactionCalls += 1
        interactionEnding = cancelled
        if cancelled { context.transitionWasCancelled = true }
        engine.record(.transition, subject, cancelled ? "cancelInteractiveTransition" : "finishInteractiveTransition",
                      "percent=\(formatNumber(context.percentComplete))")
        setInteractive(false)
        armWatchdog(after: duration + Self.watchdogGrace)
    }

    func interactionDidPause() {
        guard !context.isCompleted else { return }
        guard cachedInterruptible != nil else {
            return misuse("pauseInteractiveTransition: the transition is not interruptible (no interruptibleAnimator); ignored")
        }
        engine.record(.transition, subject, "pauseInteractiveTransition")
        setInteractive(true)
        watchdog?.cancel()
    }

    private func setInteractive(_ interactive: Bool) {
        guard context.isInteractive != interactive else { return }
        context.isInteractive = interactive
        coordinator.interactionChanged()
    }

    // MARK: - Completion (T1.1, T1.14, T3, T4.2)

    /// `completeTransition(_:)`: runs the end of the transition, after the start if called during it.
    func complete(_ completed: Bool) {
        context.isCompleted = true
        if isStarting {
            pendingCompletion = completed
        } else {
            finish(completed)
        }
    }

    private func finish(_ completed: Bool) {
        watchdog?.cancel()
        engine.record(.transition, subject, "completeTransition", "completed=\(completed)")
        engine.transitionLedger.completed(ledgerID)
        if let cancelled = interactionEnding, cancelled == completed {
            misuse("completeTransition(\(completed)) after \(cancelled ? "cancel" : "finish")InteractiveTransition: the outcome contradicts the interaction; pass not ctx.transitionWasCancelled")
        }
        if context.isInteractive { setInteractive(false) }
        if timeline.isPaused { timeline.resume() }  // nothing stays frozen once the transition is over

        if let controller = plan.presentationController {
            if plan.kind == .present {
                controller.call("presentationTransitionDidEnd", "completed=\(completed)") { $0.presentationTransitionDidEnd(completed) }
                if !completed { checkOutsideChromeWhenIdle(of: controller) }
            } else {
                controller.call("dismissalTransitionDidEnd", "completed=\(completed)") { $0.dismissalTransitionDidEnd(completed) }
                if completed { checkOutsideChromeWhenIdle(of: controller) } else { checkStaleChrome(of: controller) }
            }
        }
        plan.systemCleanup(completed)
        statusBarWindow?.updateStatusBarAppearance()  // SB1.2: a cancelled transition gives it back
        // Checked on what reaches the screen: after the next frame, so an animator may still tidy
        // up in the run-loop turns after completeTransition (Moves removes its canvases then).
        engine.afterNextFrame { [self] in checkContainer(completed: completed) }
        runAppearanceEnd(completed: completed)
        coordinator.runCompletions()
        if completed { plan.completion?() }
        engine.record(.animator, animator.debugName, "animationEnded", "completed=\(completed)")
        animator.animationEnded(completed)
        if !completed { checkRestored() }
        for controller in plan.participants where controller.activeTransition === self { controller.activeTransition = nil }
        onEnd?(self)
    }

    /// Did-calls on success; on cancel the appearing side turns back, then the disappearing side
    /// comes back (T3.6, T3.7).
    private func runAppearanceEnd(completed: Bool) {
        let animated = plan.animated
        if let container = plan.swappingContainer, container.appearanceState != .appeared, let from = plan.disappearing,
           let to = plan.appearing {
            // The container itself began or ended an appearance transition meanwhile.
            if completed { container.handOver(leaving: from, arriving: to, animated: animated) } else {
                container.handOver(leaving: to, arriving: from, animated: animated)
            }
            return
        }
        if completed {
            let order = plan.appearingEndsFirst ? [plan.appearing, plan.disappearing] : [plan.disappearing, plan.appearing]
            for controller in order.compactMap({ $0 }) {
                // A container swap whose child the container's own transition already ended
                // (a reveal that finished first) has nothing left to end.
                if plan.swappingContainer != nil, controller.appearanceState == .appeared || controller.appearanceState == .disappeared { continue }
                controller.endAppearanceTransition(animated: animated)
            }
        } else {
            if let appearing = plan.appearing {
                appearing.beginAppearanceTransition(false, animated: animated)
                appearing.endAppearanceTransition(animated: animated)
            }
            if let disappearing = plan.disappearing {
                disappearing.beginAppearanceTransition(true, animated: animated)
                disappearing.endAppearanceTransition(animated: animated)
            }
        }
    }

    // MARK: - Watchdog (T2.2, T1.16)

    private func armWatchdog(after delay: Double) {
        watchdog?.cancel()
        watchdog = engine.schedule(after: delay) { [weak self] in self?.watchdogFired() }
    }

    private func watchdogFired() {
        watchdog = nil
        guard !context.isCompleted, !reportedStall else { return }
        if context.isInteractive {
            // A gesture may legitimately hold a transition still; one that never moved it is T1.16.
            guard interactionCalls == 0, let interaction else { return }
            reportedStall = true
            report(.interactionNotDriven,
                   "\(interaction.debugName) was returned as the interaction controller but nothing drove it: the transition stays paused at 0 % (no updateInteractiveTransition, finish or cancel within \(formatNumber(duration + Self.watchdogGrace)) s)",
                   source: interaction.sourceLocation)
        } else {
            reportedStall = true
            report(.completeTransitionNeverCalled,
                   "\(animator.debugName) never called completeTransition: the transition (duration \(formatNumber(duration)) s) is stuck mid-way and no appearance or completion callbacks will run",
                   source: animator.sourceLocation)
        }
    }
}
