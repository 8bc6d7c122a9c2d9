import UIKit

/// A linear slide of the presented drawer in from the left (and back out), its width the drawer's.
final class DrawerSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let width: CGFloat
    let style: DrawerStyle
    private(set) var steps: [String] = []

    init(width: CGFloat, style: DrawerStyle = .slideIn) {
        self.width = width
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController != nil
            && transitionContext.viewController(forKey: .from)?.presentedViewController != nil
        guard let drawer = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        move(drawer, in: transitionContext, presenting: presenting, completion: {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// Defaulted parameters in the middle, left out by the caller.
    func move(_ drawer: UIView, in transitionContext: UIViewControllerContextTransitioning, presenting: Bool, animated: Bool = true, note: String = "moved", completion: (() -> Void)? = nil) {
        let shown = CGRect(x: 0, y: 0, width: width, height: transitionContext.containerView.bounds.height)
        let hidden = shown.offsetBy(dx: width * style.menuOffset, dy: 0)
        if presenting {
            drawer.frame = hidden
            transitionContext.containerView.addSubview(drawer)
        }
        steps.append(note)
        UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0, options: [.curveLinear], animations: {
            drawer.frame = presenting ? shown : hidden
        }, completion: { _ in
            completion?()
        })
    }
}

/// Hands out the slide for the drawer, as SideMenu's transition controller does.
final class DrawerTransition: NSObject, UIViewControllerTransitioningDelegate {
    let width: CGFloat
    var asked = 0

    init(width: CGFloat) {
        self.width = width
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked += 1
        return DrawerSlide(width: width)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked += 1
        return DrawerSlide(width: width)
    }
}
