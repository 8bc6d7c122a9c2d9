import StagecraftLua

/// Swift's UIKit names → the Lua API's, derived from what the bindings register (`BindingCatalog`)
/// and used by both directions of the importer. The rule is the porting guide's: a Lua name is
/// the Swift base name, or the base name followed by the one argument label that tells the
/// overloads apart (`insertSubview(_:at:)` → `insertSubviewAt`, `convert(_:to:)` → `convertTo`,
/// `require(toFail:)` → `requireToFail`); whichever of those the bindings register is the call.
/// Calls whose Swift form leaves out a parameter in the middle (a default) are in
/// `SwiftSignatures`, which fills it in; every name there is checked against the bindings too.
struct APIMapping {
    static let shared = APIMapping()

    /// Bound class (Lua name) → its methods and properties, with its parents'.
    let methods: [String: Set<String>]
    let properties: [String: Set<String>]
    /// Bound class → the properties a script can assign, with its parents' (SW9.1).
    let settable: [String: Set<String>]
    /// Global (`UIView`) → its functions and static values.
    let statics: [String: Set<String>]
    /// Every bound method and property name, for receivers whose class is not known statically.
    let anyMethod: Set<String>
    let anyProperty: Set<String>
    let globals: Set<String>
    /// Global functions and values (`CATransform3DRotate`, `CATransform3DIdentity`).
    let globalFunctions: Set<String> = Set(BindingCatalog.globalFunctions)

    /// Fields of the value types (`rect.origin.x`), which the bindings read in their `__index`.
    static let valueFields: Set<String> = Set<String>([
        "x", "y", "width", "height", "origin", "size", "a", "b", "c", "d", "tx", "ty", "red", "green", "blue", "alpha",
        "top", "left", "bottom", "right", "dx", "dy", "row", "item", "section", "mass", "stiffness", "damping",
        "dampingRatio", "initialVelocity", "controlPoint1", "controlPoint2",
        // The trait collection an adaptive callback gets (AdaptiveScript).
        "horizontalSizeClass", "verticalSizeClass",
        // The change a key-value observation's handler gets (T12.7).
        "newValue", "oldValue",
    ]).union((1...4).flatMap { i in (1...4).map { "m\(i)\($0)" } })

    init() {
        var byName: [String: BindingCatalog.Entry] = [:]
        for entry in BindingCatalog.entries { byName[entry.name] = entry }
        func chain(_ entry: BindingCatalog.Entry) -> [BindingCatalog.Entry] {
            [entry] + (entry.parent.flatMap { byName[$0] }.map(chain) ?? [])
        }
        var methods: [String: Set<String>] = [:], properties: [String: Set<String>] = [:], statics: [String: Set<String>] = [:]
        var settable: [String: Set<String>] = [:]
        for entry in BindingCatalog.entries {
            let all = chain(entry)
            methods[entry.name] = Set(all.flatMap(\.methods))
            properties[entry.name] = Set(all.flatMap(\.properties))
            settable[entry.name] = Set(all.flatMap(\.settable))
            if let global = entry.global { statics[global, default: []].formUnion(entry.statics) }
        }
        self.methods = methods
        self.properties = properties
        self.settable = settable
        self.statics = statics
        anyMethod = Set(methods.values.flatMap { $0 })
        anyProperty = Set(properties.values.flatMap { $0 }).union(Self.valueFields)
        globals = Set(statics.keys)
    }

    /// The Lua name of `base(labels…)` among `known` names, by the rule above; nil when the
    /// bindings have none.
    static func luaName(base: String, labels: [String], in known: Set<String>) -> String? {
        for label in labels where label != "_" && !label.isEmpty {
            let candidate = base + label.prefix(1).uppercased() + label.dropFirst()
            if known.contains(candidate) { return candidate }
        }
        return known.contains(base) ? base : nil
    }

    /// Swift methods whose base name and label spell another Swift method's base name, which is
    /// what the bindings register under it: `rect.inset(by: insets)` is the Lua `inset`, while
    /// `insetBy` is `insetBy(dx:dy:)`.
    static let labelsThatAreNotOverloads: [String: Set<String>] = ["inset": ["by"]]

    /// A method of a receiver of bound class `luaClass` (any class when nil).
    func method(_ base: String, labels: [String], luaClass: String?) -> String? {
        let known = luaClass.flatMap { methods[$0] } ?? anyMethod
        if let kept = Self.labelsThatAreNotOverloads[base], labels.contains(where: kept.contains), known.contains(base) { return base }
        return Self.luaName(base: base, labels: labels, in: known)
    }

    /// A function or static value of a global (`UIView.animate…`, `UIColor.black`).
    func staticMember(_ base: String, labels: [String], of global: String) -> String? {
        guard let known = statics[global] else { return nil }
        return Self.luaName(base: base, labels: labels, in: known)
    }

    func isProperty(_ name: String, luaClass: String?) -> Bool {
        (luaClass.flatMap { properties[$0] } ?? anyProperty).contains(name) || Self.valueFields.contains(name)
    }

    /// The bound class a UIKit type is in Lua (`UIView` → `View`), from the globals that make them;
    /// for the protocols and classes no global makes (`UIViewControllerContextTransitioning`), the
    /// one standing for it (the first by name where two do).
    func luaClass(ofGlobal global: String) -> String? {
        BindingCatalog.entries.first { $0.global == global }?.name
            ?? BoundWithoutGlobal.swiftTypes.filter { $0.value == global }.map(\.key).sorted().first
    }
}
