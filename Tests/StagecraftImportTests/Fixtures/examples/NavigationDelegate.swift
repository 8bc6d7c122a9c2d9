import UIKit

// Seed S5, "Custom Transitions in Navigation Controllers": the Swift of
// examples/delegates/slide_navigation.lua, "return SlideAnimator(operation: operation)".
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimator(operation: operation)
    }
}
