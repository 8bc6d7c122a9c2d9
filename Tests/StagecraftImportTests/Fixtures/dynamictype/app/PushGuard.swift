import UIKit

/// Pushes a screen unless the one on top is of the same class, as SideMenu's push coordinator
/// does with `allowPushOfSameClassTwice` off (SW12.2): `type(of: a) == type(of: b)` compares the
/// objects' most derived classes.
final class PushGuard {
    var allowPushOfSameClassTwice = false

    func shouldPush(_ next: UIViewController, onto navigation: UINavigationController) -> Bool {
        guard let top = navigation.topViewController else { return true }
        if !allowPushOfSameClassTwice && type(of: top) == type(of: next) {
            return false
        }
        return true
    }

    func sameClass(_ a: AnyObject, _ b: AnyObject) -> Bool {
        return type(of: a) === type(of: b)
    }

    func differentClass(_ a: AnyObject, _ b: AnyObject) -> Bool {
        return type(of: a) != type(of: b)
    }

    func makeList() -> UIViewController { ListScreen() }
    func makeDetail() -> UIViewController { DetailScreen() }
    func makeCard() -> Card { Card() }
    func makePhotoCard() -> Card { PhotoCard() }
}

class Card {}
final class PhotoCard: Card {}
