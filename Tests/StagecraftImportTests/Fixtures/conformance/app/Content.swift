import UIKit

/// Protocols the app declares: one inherits another, and a protocol extension names the
/// composition of a class and the protocol (PanModal's `PanModalPresentable.LayoutType`).
protocol Sized {
    var height: CGFloat { get }
}

protocol SheetContent: Sized {}

extension SheetContent where Self: UIViewController {
    typealias LayoutType = UIViewController & SheetContent
}

/// A screen that is sheet content, and so sized (through the protocol's parent).
final class TallSheet: UIViewController, SheetContent {
    var height: CGFloat { 300 }
}

/// A screen that is not.
final class PlainScreen: UIViewController {}

/// Sheet content that is no controller: the composition needs both.
final class Panel: SheetContent {
    var height: CGFloat { 120 }
}

/// A model class: it conforms in an extension of another file (Card+Sized.swift); its subclass
/// conforms through it.
class Card {}
final class PhotoCard: Card {}
final class Badge {}

/// What the app asks at run time.
struct Checker {
    func isSized(_ value: Any) -> Bool { value is Sized }
    func isContent(_ value: Any) -> Bool {
        if case is SheetContent = value { return true }
        return false
    }
    func layoutHeight(of value: Any) -> CGFloat {
        (value as? SheetContent.LayoutType)?.height ?? -1
    }
    func sizedHeight(of value: Any) -> CGFloat {
        guard let sized = value as? Sized else { return -1 }
        return sized.height
    }
}
