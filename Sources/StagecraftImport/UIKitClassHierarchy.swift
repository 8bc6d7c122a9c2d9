import SwiftParser
import SwiftSyntax

/// UIKit's class tree as the interface files declare it (`open class UIPanGestureRecognizer :
/// UIGestureRecognizer`): an init an app's extension adds to `UIGestureRecognizer` is inherited by
/// `UIPanGestureRecognizer`, so `UIPanGestureRecognizer(addTo:…)` reaches it.
extension UIKitInterface {
    /// Class name → its superclass, over every class the interface files declare.
    static let superclasses: [String: String] = {
        var table: [String: String] = [:]
        for name in moduleNames {
            guard let text = source(named: name) else { continue }
            for item in Parser.parse(source: text).statements {
                guard case .decl(let decl) = item.item, let declared = decl.as(ClassDeclSyntax.self),
                      let base = declared.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { continue }
                table[declared.name.text] = base
            }
        }
        return table
    }()

    /// Whether UIKit's class `name` is `ancestor` or inherits from it.
    static func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let this = current, steps < 64 {
            if this == ancestor { return true }
            current = superclasses[this]
            steps += 1
        }
        return false
    }
}
