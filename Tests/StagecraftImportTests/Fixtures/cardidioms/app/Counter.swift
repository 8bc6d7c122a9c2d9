import UIKit

/// A screen whose stored property has observers (SW11.6): they run for each later write, with the
/// old value, and not while its own init sets it (Swift's rule).
final class Counter: UIViewController {
    var olds: [Int] = []
    var count = 0 {
        didSet { olds.append(oldValue) }
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        count = 5
    }

    required init?(coder: NSCoder) { fatalError() }

    func bump() {
        count += 1
    }
}
