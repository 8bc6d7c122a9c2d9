import UIKit
import Combine                                                              // refuse: framework

protocol Themed {}                                                          // type information only: not a refusal

class Loader: NSObject, UIViewControllerAnimatedTransitioning {
    @Published var progress: CGFloat = 0                                    // refuse: property-wrapper

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let values = [1, 2].map(\.description)                              // refuse: key-path
        transitionContext.containerView.frobnicate(values)                  // refuse: api
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {             // translates: DispatchQueue.main:asyncAfter(0.3, …)
            transitionContext.completeTransition(true)
        }
    }

    func load() async -> Int { 1 }                                          // refuse: async

    func make<T: UIView>() -> T { T() }                                      // refuse: generics
}

/// UIView, UIButton, UILabel and UIImageView subclasses translate (Fixtures/views, Fixtures/buttons); subclasses of other
/// UIKit views do not yet, nor UIView's methods the Lua API lacks.
class GlowControl: UIControl {
    override func layoutSubviews() {
        super.layoutSubviews()                                              // refuse: view-subclass
    }
}

class RedrawnView: UIView {
    override func setNeedsDisplay() {
        super.setNeedsDisplay()                                             // refuse: view-subclass
        alpha = 0.9
    }
}

/// A presentation controller's adaptive delegate method without `delegate = self`: UIKit asks the
/// controller's delegate (another object, or none), the bridge would ask the controller.
class NotItsOwnDelegate: UIPresentationController, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {  // refuse: api
        .none
    }
}

/// A screen with two inits: Lua's `T.new(…)` takes the arguments of one.
class TwoWaysScreen: UIViewController {
    init(title: String) {                                                   // refuse: init
        super.init(nibName: nil, bundle: nil)
    }

    init(count: Int) {                                                      // refuse: init
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
