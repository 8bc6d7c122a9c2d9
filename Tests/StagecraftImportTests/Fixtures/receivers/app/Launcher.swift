import UIKit

/// Presents a menu; named like UIKit's `present`, with other labels (SW5.2).
final class Launcher {
    let name: String

    init(name: String) {
        self.name = name
    }

    /// Labels UIKit's `present(_:animated:completion:)` cannot take.
    func present(from controller: UIViewController?, interactively: Bool) -> String {
        guard controller != nil else { return "\(name): nothing to present from" }
        return interactively ? "\(name): interactive" : "\(name): animated"
    }

    /// An overload: each has its own Lua name.
    func present(from controller: UIViewController?) -> String {
        return present(from: controller, interactively: false)
    }
}
