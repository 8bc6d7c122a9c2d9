import UIKit

extension UIViewController {
    private struct Keys {
        static var pinned = "pinned"
    }

    /// A computed property the extension adds to UIKit's controller (SW11.2).
    var pinned: String? {
        get { objc_getAssociatedObject(self, &Keys.pinned) as? String }
        set { objc_setAssociatedObject(self, &Keys.pinned, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    func pin(_ text: String) {
        self.pinned = text
    }

    func unpin() {
        pinned = nil
    }
}

extension UIView {
    /// An init the extension adds, its last parameter defaulted (SW11.4).
    convenience init(side: CGFloat, inset: CGFloat = 10) {
        self.init(frame: CGRect(x: inset, y: inset, width: side, height: side))
    }

    /// One whose labels include UIKit's `frame:` but default nothing: `UIView(frame:)` is not it.
    convenience init(tint: UIColor, frame: CGRect) {
        self.init(frame: frame.insetBy(dx: 1, dy: 1))
        backgroundColor = tint
    }
}

/// What the card code makes: buttons (SW11.3), squares (SW11.4), and checks that bind nothing (SW11.1).
final class Cards: NSObject {
    var built = 0

    func closeButton() -> UIButton {
        UIButton(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    func plainButton() -> UIButton {
        UIButton()
    }

    func square() -> UIView {
        UIView(side: 50)
    }

    func framed() -> UIView {
        UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func insetSquare() -> UIView {
        UIView(side: 50, inset: 20)
    }

    func place(_ view: UIView?) -> String {
        guard let _ = view else { return "none" }
        if let _ = view?.superview {
            return "placed"
        }
        return "loose"
    }

    func build() -> UIView? {
        built += 1
        return built > 1 ? UIView() : nil
    }

    func pinAndRead(_ controller: UIViewController, _ text: String) -> String? {
        controller.pin(text)
        return controller.pinned
    }

    func unpinAndRead(_ controller: UIViewController) -> String? {
        controller.unpin()
        return controller.pinned
    }

    /// `TallSheet()` in Swift: UIKit's `init()`, which runs the inherited nib init (SW11.5).
    func makeSheet() -> TallSheet {
        TallSheet()
    }

    func makeScrub() -> Scrub {
        Scrub()
    }

    /// The value bound to `_` is made once, as Swift evaluates it once.
    func buildTwice() -> String {
        if let _ = build() { return "first" }
        if let _ = build() { return "second" }
        return "neither"
    }
}
