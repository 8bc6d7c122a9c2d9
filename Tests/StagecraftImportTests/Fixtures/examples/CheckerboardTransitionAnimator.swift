import UIKit

// Apple's CustomTransitions sample, AAPLCheckerboardTransitionAnimator: the Swift of
// examples/animators/aapl_checkerboard.lua. A navigation push (or pop) cuts both screens into
// square tiles and turns every tile half a turn about its vertical axis, the old screen on its
// front and the new one on its back, in a wave along the screen's diagonal: 3 s in all, tiles a
// tenth of the width, perspective m34 = −1/900 shared by all tiles, 160 pt of spacing along the
// diagonal. Each face is a resizable snapshot of its part of the screen (KT1.1).
final class CheckerboardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private static let spacing: CGFloat = 160

    /// The position of `viewController` in its navigation stack; nil once it has left it (the
    /// controller being popped), as the sample's indexOfObject: answers NSNotFound.
    private func stackIndex(of viewController: UIViewController) -> Int? {
        guard let navigationController = viewController.navigationController else { return nil }
        for (index, each) in navigationController.viewControllers.enumerated() {
            if each === viewController { return index }
        }
        return nil
    }

    /// Half a turn about the vertical axis, one way (1) or the other (−1).
    private func halfTurn(_ y: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(.pi, 0, y, 0)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 3.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView

        // A push puts the new controller higher on the stack than the one leaving.
        let toIndex = stackIndex(of: toViewController)
        let fromIndex = stackIndex(of: fromViewController)
        let isPush = toIndex != nil && fromIndex != nil && toIndex! > fromIndex!

        fromView.frame = transitionContext.initialFrame(for: fromViewController)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)

        // Everything turns inside one container with a shared perspective, over a black backdrop.
        let transitionContainer = UIView(frame: containerView.bounds)
        transitionContainer.accessibilityIdentifier = "checkerboard"
        transitionContainer.backgroundColor = .black
        containerView.addSubview(transitionContainer)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 900
        transitionContainer.layer.sublayerTransform = perspective

        let bounds = transitionContainer.bounds
        let sliceSize = round(bounds.width / 10)
        let horizontalSlices = Int(ceil(bounds.width / sliceSize))
        let verticalSlices = Int(ceil(bounds.height / sliceSize))
        let duration = transitionDuration(using: transitionContext)
        let spacing = Self.spacing

        // The wave runs along the diagonal: top left to bottom right on a push, back on a pop.
        let vector = isPush ? CGVector(dx: bounds.maxX - bounds.minX, dy: bounds.maxY - bounds.minY)
                            : CGVector(dx: bounds.minX - bounds.maxX, dy: bounds.minY - bounds.maxY)
        let vectorLength = sqrt(vector.dx * vector.dx + vector.dy * vector.dy)

        var pending = 0
        var rowsBuilt = 0
        func buildRow(_ y: Int) {
            for x in 0..<horizontalSlices {
                let rect = CGRect(x: CGFloat(x) * sliceSize, y: CGFloat(y) * sliceSize, width: sliceSize, height: sliceSize)
                // The back face: the new screen, turned away (its model values: it is not on screen yet).
                let toSquare = toView.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero)!
                toSquare.accessibilityIdentifier = "to tile \(x),\(y)"
                toSquare.frame = rect
                toSquare.layer.isDoubleSided = false
                toSquare.layer.transform = halfTurn(1)
                // The front face: what is on screen now.
                let fromSquare = fromView.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero)!
                fromSquare.accessibilityIdentifier = "from tile \(x),\(y)"
                fromSquare.frame = rect
                fromSquare.layer.isDoubleSided = false
                transitionContainer.addSubview(toSquare)
                transitionContainer.addSubview(fromSquare)

                // How far along the wave the tile is: its corner (top left on a push, bottom right
                // on a pop) projected on the vector. It starts that far into the run and turns for
                // the time the wave takes to cover `spacing`.
                let origin = isPush ? CGVector(dx: rect.minX - bounds.minX, dy: rect.minY - bounds.minY)
                                    : CGVector(dx: rect.maxX - bounds.maxX, dy: rect.maxY - bounds.maxY)
                let projection = abs(origin.dx * vector.dx + origin.dy * vector.dy) / vectorLength
                let startTime = projection / (vectorLength + spacing) * duration
                let sliceDuration = (projection + spacing) / (vectorLength + spacing) * duration - startTime

                pending += 1
                UIView.animate(withDuration: sliceDuration, delay: startTime, options: [], animations: {
                    toSquare.layer.transform = CATransform3DIdentity
                    fromSquare.layer.transform = self.halfTurn(-1)
                }, completion: { _ in
                    pending -= 1
                    if pending == 0 && rowsBuilt == verticalSlices {
                        let wasCancelled = transitionContext.transitionWasCancelled
                        transitionContainer.removeFromSuperview()
                        if wasCancelled {
                            toView.removeFromSuperview()
                        }
                        transitionContext.completeTransition(!wasCancelled)
                    }
                })
            }
            rowsBuilt += 1
        }

        // The sample builds every tile in this call; the first row is built now and each other
        // row on the main queue at this same instant (a callback's time budget, docs/sandbox.md):
        // every tile is in place, with the same timing, before the next frame.
        buildRow(0)
        for y in 1..<verticalSlices {
            DispatchQueue.main.async { buildRow(y) }
        }
    }
}
