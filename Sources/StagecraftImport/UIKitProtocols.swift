import SwiftParser
import SwiftSyntax

/// UIKit's protocols as the interface files declare them (`@objc public protocol
/// UIViewControllerAnimatedTransitioning`): an app's `extension UIViewControllerAnimatedTransitioning
/// { func helper() }` gives every conforming type of the app that method, as Swift's protocol
/// extensions do (SW8.2).
extension UIKitInterface {
    /// The name of every protocol the interface files declare.
    static let protocolNames: Set<String> = {
        var names: Set<String> = []
        for name in moduleNames {
            guard let text = source(named: name) else { continue }
            for item in Parser.parse(source: text).statements {
                if case .decl(let decl) = item.item, let declared = decl.as(ProtocolDeclSyntax.self) { names.insert(declared.name.text) }
            }
        }
        return names
    }()
}
