import Foundation
import SwiftSyntax

/// Which imported extension a computed property on a receiver belongs to (SW4.1). Swift resolves
/// `x.name` by `x`'s static type: an extension of a protocol (`extension PanModalPresentable { var
/// scrollIndicatorInsets … }`) adds `name` only to the types conforming to it, so a receiver of
/// another type — a UIKit `UIScrollView` that has its own `scrollIndicatorInsets`, or a value whose
/// type the importer does not know — is not the protocol's. An extension of a UIKit class
/// (`extension UIView { var frameInWindow … }`) stays a candidate for any receiver whose class is
/// not one of the import's (the importer does not know UIKit's class tree).
extension Translator {
    /// The imported extension adding the computed property `name` that can be `base`'s.
    func extensionOwner(ofComputed name: String, on base: ExprSyntax) -> TypeCatalog.TypeInfo? {
        let owners = catalog.allTypes.filter { $0.isExternal && $0.computedProperties.contains(name) }
        guard !owners.isEmpty else { return nil }
        let receiver = receiverTypeNames(base)
        return owners.first { mayBe(receiver, extendedBy: $0) }
    }

    /// An extension of exactly `base`'s static type adding `name`, even when some bound class has a
    /// property of that name: `transitionContext.presentedViewController` where SideMenu's `extension
    /// UIViewControllerContextTransitioning` adds it (UIViewController's is another type's). Not when
    /// the type's own Lua class binds it.
    func exactExtensionOwner(ofComputed name: String, on base: ExprSyntax) -> TypeCatalog.TypeInfo? {
        guard let names = receiverTypeNames(base) else { return nil }
        let binds = { (global: String) in self.api.luaClass(ofGlobal: global).map { self.api.isProperty(name, luaClass: $0) } ?? false }
        return catalog.allTypes.first { owner in
            guard owner.isExternal, owner.computedProperties.contains(name), !binds(owner.name) else { return false }
            if names.contains(owner.name) { return true }
            // `menu.isHidden` with `menu: SideMenuNavigationController` and SideMenu's `extension
            // UIViewController { var isHidden }`: the receiver's UIKit class descends from the
            // extended one and does not bind the name itself (UIView's `isHidden` is another
            // class's), so Swift reads the extension's (SW5.3).
            return names.contains { name in
                guard let uikit = uikitClass(of: name) else { return false }
                return UIKitInterface.isClass(uikit, kindOf: owner.name) && !binds(uikit)
            }
        }
    }

    /// The UIKit class `name` is, or the one the import's class `name` descends from.
    private func uikitClass(of name: String) -> String? {
        var current = name, steps = 0
        while let info = catalog[current], !info.isExternal, steps < 64 {
            guard let base = info.inherited.first else { return nil }
            current = base
            steps += 1
        }
        return UIKitInterface.superclasses[current] != nil ? current : nil
    }

    /// The UIKit class `base` is known to be, when its property `name` is neither bound nor added by
    /// an extension of the import that can be its (`scrollView.scrollIndicatorInsets` with
    /// `scrollView: UIScrollView`): the refusal names that class rather than reading the property
    /// through a protocol of the app that happens to declare the same name.
    func uikitReceiverLacking(_ name: String, on base: ExprSyntax) -> String? {
        guard !isBoundProperty(name), extensionOwner(ofComputed: name, on: base) == nil,
              let names = receiverTypeNames(base), let first = names.first,
              names.allSatisfy({ Self.isUIKitTypeName($0) && (catalog[$0].map { $0.isExternal && !$0.hasMember(name) } ?? true) }) else { return nil }
        return first
    }

    /// A UIKit class (`UIScrollView`); not a value type, whose fields the Lua API spells its own way.
    static func isUIKitTypeName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true && !["UIEdgeInsets", "UIOffset"].contains(name)
    }

    /// The names `base`'s static type is known by (the classes and protocols of a composition,
    /// aliases resolved, optionality dropped); nil when the importer does not know it.
    private func receiverTypeNames(_ base: ExprSyntax) -> [String]? {
        var base = base
        while true {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression; continue }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression; continue }
            break
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", selfName != nil {
            return [type.name] + type.allInherited + (type.selfConstraint.map { [$0] } ?? [])
        }
        if let cast = base.as(AsExprSyntax.self) { return [cast.type.trimmedDescription] }
        guard let written = inferredType(base) else { return nil }
        return catalog.resolvedTypeName(written.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
            .split(separator: "&")
            .map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != "<" }) }
    }

    /// Whether a receiver known by `names` (nil: unknown) may have the members `owner` adds.
    private func mayBe(_ names: [String]?, extendedBy owner: TypeCatalog.TypeInfo) -> Bool {
        guard let names else { return !owner.isProtocol }
        return names.contains { name in
            if name == owner.name { return true }
            guard let info = catalog[name] else { return !owner.isProtocol }
            if info.isExternal { return !owner.isProtocol || info.addedConformances.contains(owner.name) }
            guard owner.isProtocol else { return true }
            return sequence(first: info, next: \.superclass).contains { catalog.conformances(of: $0).contains(owner.name) }
        }
    }
}
