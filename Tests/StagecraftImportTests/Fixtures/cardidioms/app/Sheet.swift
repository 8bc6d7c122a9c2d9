import UIKit

/// A screen set up in its nib init, as a popup library's base class is (SW11.5): UIKit's `init()`
/// is `init(nibName: nil, bundle: nil)`, so `Sheet()` runs this override.
class Sheet: UIViewController {
    var madeBy = "nothing"
    var setUps = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp(nibNameOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp("coder")
    }

    private func setUp(_ name: String?) {
        setUps += 1
        madeBy = name ?? "init()"
        modalPresentationStyle = .overFullScreen
    }
}
