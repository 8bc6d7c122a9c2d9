import UIKit

/// An interaction controller that is only handed to UIKit while a gesture drives it: a computed
/// property of its own, read by the object that answers UIKit (ZoomTransitioning's shape).
final class PopInteraction: UIPercentDrivenInteractiveTransition {
    var interactive = false

    var interactionController: PopInteraction? {
        return interactive ? self : nil
    }
}

/// Reads the interaction's computed property from outside, as a navigation delegate does.
final class PopCoordinator {
    let interaction = PopInteraction()

    func controllerForPop() -> UIViewControllerInteractiveTransitioning? {
        return interaction.interactionController
    }
}
