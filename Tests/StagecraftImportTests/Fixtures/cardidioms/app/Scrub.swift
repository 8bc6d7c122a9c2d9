import UIKit

/// An interaction controller whose progress has observers (SW11.6, as BottomPopup's
/// `currentPercent` tells its delegate each change).
final class Scrub: UIPercentDrivenInteractiveTransition {
    var olds: [CGFloat] = []
    var news: [CGFloat] = []
    var percent: CGFloat = 0 {
        willSet { news.append(newValue) }
        didSet { olds.append(oldValue) }
    }

    func move(to value: CGFloat) {
        percent = value
    }
}
