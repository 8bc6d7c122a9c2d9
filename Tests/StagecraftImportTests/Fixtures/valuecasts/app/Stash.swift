import UIKit

/// Values kept as `Any` (an associated object, a `userInfo` entry) and read back with `as?`, `is`
/// and `as!`: a geometry value is its own type and no other (SW13.1).
final class Stash {
    var stored: [Any] = []

    init() {
        stored = [CGRect(x: 1, y: 2, width: 3, height: 4), CGPoint(x: 5, y: 6),
                  CGSize(width: 7, height: 8), UIEdgeInsets(top: 9, left: 10, bottom: 11, right: 12), 3]
    }

    /// CardPresentationController's `(objc_getAssociatedObject(…) as? CGRect) ?? .zero`.
    func rectHeight(at index: Int) -> CGFloat {
        return ((stored[index] as? CGRect) ?? .zero).height
    }

    func hasPoint(at index: Int) -> Bool {
        return stored[index] is CGPoint
    }

    func width(at index: Int) -> CGFloat {
        guard let size = stored[index] as? CGSize else { return -1 }
        return size.width
    }

    func insetsTop(at index: Int) -> CGFloat {
        if let insets = stored[index] as? UIEdgeInsets { return insets.top }
        return -1
    }

    func forcedRectY(at index: Int) -> CGFloat {
        return (stored[index] as! CGRect).origin.y
    }

    /// `var b = a` of insets is a copy: changing it leaves `a`.
    func insetsCopyLeavesTheOriginal() -> CGFloat {
        let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        var b = a
        b.top = 9
        return a.top * 10 + b.top
    }
}
