import UIKit

/// A screen whose nib init fails (SW11.5): the error is raised where the screen is made, at the
/// Swift line, and nothing is left half made.
final class Broken: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        fatalError("no broken screens")
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
