import Stagecraft

/// The demo's transition: a bottom-half sheet over a dimming view, sliding up when presented and
/// following a downward pan when dismissed (finishing past half its height or on a fast swipe).
final class DemoSheet: ViewControllerTransitioningDelegate, ViewControllerAnimatedTransitioning {
    let interaction = PercentDrivenInteractiveTransition()
    var isInteractive = false
    let duration = 0.4

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source,
                                      presentedFrame: DimmingPresentationController.bottomSheet(fraction: 0.5))
    }

    func transitionDuration(using context: TransitionContext) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let options: AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseOut
        if let sheet = context.view(forKey: .to) {
            let final = context.finalFrame(for: context.viewController(forKey: .to))
            container.addSubview(sheet)
            sheet.frame = final.offsetBy(dx: 0, dy: final.height)
            View.animate(withDuration: duration, options: options, animations: { sheet.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let sheet = context.view(forKey: .from) {
            let start = sheet.frame
            View.animate(withDuration: duration, options: options, animations: { sheet.frame = start.offsetBy(dx: 0, dy: start.height) }) { _ in
                if context.transitionWasCancelled { sheet.frame = start }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// Wires a pan on the sheet to the interactive dismissal.
    func attachPan(to sheet: ViewController) {
        let pan = PanGestureRecognizer(name: "sheetPan")
        pan.addTarget { [weak self, weak sheet] pan in
            guard let self, let sheet else { return }
            let height = max(sheet.view.bounds.height, 1)
            let progress = min(max(pan.translation(in: sheet.view.superview).y / height, 0), 1)
            switch pan.state {
            case .began:
                self.isInteractive = true
                sheet.dismiss(animated: true)
            case .changed:
                self.interaction.update(progress)
            case .ended:
                self.isInteractive = false
                if progress > 0.5 || pan.velocity(in: nil).y > 1000 { self.interaction.finish() } else { self.interaction.cancel() }
            default:
                self.isInteractive = false
                self.interaction.cancel()
            }
        }
        sheet.view.addGestureRecognizer(pan)
    }
}
