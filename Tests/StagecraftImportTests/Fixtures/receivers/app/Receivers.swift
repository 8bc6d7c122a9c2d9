import UIKit

/// Receivers whose static type decides the member (SW5.2–SW5.4).
final class Receivers {
    var current: Holder<UINavigationController?> = Holder(nil)

    func launcher(named name: String) -> Launcher? {
        return name.isEmpty ? nil : Launcher(name: name)
    }

    /// `launcher`'s type comes from a call: only the import's method takes these labels (SW5.2).
    func open(_ name: String, from controller: UIViewController?) -> String {
        guard let launcher = launcher(named: name) else { return "none" }
        return launcher.present(from: controller, interactively: true)
    }

    /// `?.` answering `false` is false, not nil (SW5.3).
    func isShowing(_ controller: UINavigationController?) -> Bool {
        return controller?.isHidden == false
    }

    /// `Holder<UINavigationController?>`'s `value` is a `UINavigationController?` (SW5.4): its
    /// `isHidden` is the extension's, not UIView's.
    var heldIsHidden: Bool {
        return current.value?.isHidden == true
    }

    func hold(_ controller: UINavigationController?) {
        current.value = controller
    }

    /// The key window as SideMenu finds it: the window made key is `isKeyWindow` (SW5.5).
    var keyRoot: UIViewController? {
        return UIApplication.shared.windows.filter { $0.isKeyWindow }.first?.rootViewController
    }

    /// `reversed()`: the last element first (SW5.5).
    func backwards(_ names: [String]) -> String {
        return names.reversed().joined(separator: ",")
    }
}
