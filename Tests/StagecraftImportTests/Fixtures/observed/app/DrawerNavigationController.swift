import UIKit

/// A navigation controller subclass whose settings have a `didSet` and a `willSet`, as SideMenu's
/// `SideMenuNavigationController.settings` has: the observers run around every later write, and
/// not while its own init sets the property (Swift's rule).
class DrawerNavigationController: UINavigationController {
    var applied: [CGFloat] = []
    var announced: [CGFloat] = []
    var settings = DrawerSettings() {
        willSet {
            announced.append(newValue.width)
        }
        didSet {
            applied.append(oldValue.width)
            view.alpha = settings.dimsBackground ? 0.5 : 1
        }
    }

    init(rootViewController: UIViewController, settings: DrawerSettings = DrawerSettings()) {
        self.settings = settings
        super.init(rootViewController: rootViewController)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func widen(by amount: CGFloat) {
        settings.width += amount
    }
}
