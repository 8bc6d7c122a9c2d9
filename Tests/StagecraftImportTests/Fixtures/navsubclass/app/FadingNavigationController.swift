import UIKit

/// A navigation controller subclass as libraries write them: it installs its own delegate (the
/// fade) before every push, counts the pushes, and calls super to push.
class FadingNavigationController: UINavigationController {
    private let fade = FadeNavigationDelegate()
    var pushes = 0
    var rootName = ""

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        rootName = "set by init"
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        delegate = fade
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }

    /// What the stack holds, by name, read through UIKit's own properties.
    func stackDepth() -> Int {
        return viewControllers.count
    }
}
