import UIKit

/// SW9: changes to a value-type property of a UIKit object are Swift's read–modify–write: the
/// array (or geometry value) is read, changed, and written back through the property's setter.
final class Stacker {
    var own: [UIViewController] = []
    var stack: UINavigationController?
    var reads = 0

    /// A holder whose every read counts: a change of its property must read it once.
    var counted: UINavigationController {
        reads += 1
        return stack!
    }

    func append(_ vc: UIViewController, to nav: UINavigationController) {
        nav.viewControllers.append(vc)
    }

    func appendThroughCountedHolder(_ vc: UIViewController) {
        counted.viewControllers.append(vc)
    }

    func appendIfThere(_ vc: UIViewController) {
        stack?.viewControllers.append(vc)
    }

    func appendLater(_ vc: UIViewController) -> () -> Void {
        return { [weak self] in
            self?.stack?.viewControllers.append(vc)
        }
    }

    func popByHand(_ nav: UINavigationController) -> UIViewController {
        return nav.viewControllers.removeLast()
    }

    func dropRoot(_ nav: UINavigationController) {
        nav.viewControllers.removeFirst()
    }

    func insert(_ vc: UIViewController, under nav: UINavigationController) {
        nav.viewControllers.insert(vc, at: 0)
    }

    func remove(at index: Int, from nav: UINavigationController) {
        nav.viewControllers.remove(at: index)
    }

    func add(_ list: [UIViewController], to nav: UINavigationController) {
        nav.viewControllers += list
    }

    func addContents(_ list: [UIViewController], to nav: UINavigationController) {
        nav.viewControllers.append(contentsOf: list)
    }

    func replaceRoot(of nav: UINavigationController, with vc: UIViewController) {
        nav.viewControllers[0] = vc
    }

    func swapEnds(_ nav: UINavigationController) {
        nav.viewControllers.swapAt(0, nav.viewControllers.count - 1)
    }

    func reverse(_ nav: UINavigationController) {
        nav.viewControllers.reverse()
    }

    func set(_ list: [UIViewController], on nav: UINavigationController) {
        nav.viewControllers = list
    }

    func keep(_ vc: UIViewController) {
        own.append(vc)
        self.own.insert(vc, at: 0)
    }

    func clearEffects(_ view: UIView) {
        view.motionEffects.removeAll()
    }

    /// Geometry fields of a UIKit object's values, changed in place (SW9.3).
    func nudge(_ view: UIView) {
        view.frame.origin.x += 5
        view.frame.size.height = 40
        view.center.y -= 2
        view.bounds.origin.y = 3
        view.transform.tx = 4
        view.layer.shadowOffset.width = 3
        view.layer.transform.m34 = -0.002
    }

    /// A computed property of the app's own type: every change of part of it runs its setter (SW9.4).
    var storedArea = CGRect(x: 0, y: 0, width: 10, height: 10)
    var areaWrites = 0
    var area: CGRect {
        get { return storedArea }
        set {
            areaWrites += 1
            storedArea = newValue
        }
    }
    var recent: [Int] {
        get { return [1, 2] }
        set { areaWrites += newValue.count }
    }

    func reshape(_ view: UIView) {
        area.origin.x = 7
        self.area.size.width += 5
        recent.append(3)
        view.topLeft.x = 30
    }

    func grow(_ rect: inout CGRect, by amount: CGFloat) {
        rect.size.width += amount
    }

    func growFrame(_ view: UIView) {
        grow(&view.frame, by: 10)
    }
}
