import UIKit

// SW6.4: overrides its base's targetAlpha(); the base's animateTransition calls it.
final class SubSlide: BaseSlide {
    override func targetAlpha() -> CGFloat {
        return 0.25
    }
}
