import UIKit

/// A navigation controller subclass that makes its transitioning delegate in its getter and
/// refuses another one (SideMenu's `SideMenuNavigationController.transitioningDelegate`), and
/// records what `isBeingPresented` / `isBeingDismissed` say in its appearance callbacks.
class MenuDrawerController: UINavigationController {
    private var transition: DrawerTransition?
    var width: CGFloat = 240
    var getterReads = 0
    var refusedSets = 0
    var presentedFlags: [Bool] = []
    var dismissedFlags: [Bool] = []

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get {
            getterReads += 1
            guard transition == nil else { return transition }
            transition = DrawerTransition(width: width)
            return transition
        }
        set { refusedSets += 1 }
    }

    var transitionAsked: Int {
        return transition?.asked ?? 0
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentedFlags.append(isBeingPresented)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentedFlags.append(isBeingPresented)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        dismissedFlags.append(isBeingDismissed)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        dismissedFlags.append(isBeingDismissed)
        presentedFlags.append(isBeingPresented)
    }
}
