/// Calls of the import's own methods that leave out defaulted parameters (SW4.5):
/// `transition(presenting: false, animated: a, alongsideTransition: f, complete: false, completion: g)`
/// of `func transition(presenting:animated:interactive:alongsideTransition:complete:completion:)`.
/// Lua passes arguments by position, so each goes to its declared parameter and a left-out one is
/// nil, which the function's prologue replaces with its default (`if interactive == nil then …`);
/// the overload is the declaration's, so its Lua name is too.
extension Translator {
    /// The declared labels of the overload of `base` a call written with `written` labels means:
    /// the same labels, or the shortest declaration they are an ordered part of.
    func declaredLabels(_ base: String, written: [String], in info: TypeCatalog.TypeInfo) -> [String] {
        let overloads = sequence(first: info, next: \.superclass).flatMap { $0.methods[base] ?? [] }
        if overloads.contains(written) { return written }
        return overloads.filter { Self.isOrderedPart(written, of: $0) }.min { $0.count < $1.count } ?? written
    }

    /// The labels of the init of `info` a call writing `written` calls: those written when an init
    /// takes exactly them, else the shortest init whose labels contain them in order (the others
    /// defaulted).
    func declaredInitLabels(_ written: [String], of info: TypeCatalog.TypeInfo) -> [String] {
        let inits = info.callableInitializers
        if inits.contains(written) { return written }
        return inits.filter { Self.isOrderedPart(written, of: $0) }.min { $0.count < $1.count } ?? written
    }

    /// The arguments at their declared parameters, `nil` for each one left out; as written when
    /// they do not line up with the declaration by label (a trailing closure's position is Swift's
    /// forward scan, not a label).
    func arguments(_ arguments: [Argument], at declared: [String]) -> [LuaCode] {
        let values = positional(arguments)
        guard declared.count > arguments.count, values.count == arguments.count else { return values }
        var slots: [LuaCode] = [], next = 0
        for label in declared {
            if next < arguments.count, !arguments[next].isTrailing, (arguments[next].label ?? "_") == label {
                slots.append(values[next])
                next += 1
            } else {
                slots.append(LuaCode("nil"))
            }
        }
        guard next == arguments.count else { return values }
        while slots.last?.text == "nil" { slots.removeLast() }
        return slots
    }

    static func isOrderedPart(_ written: [String], of declared: [String]) -> Bool {
        var rest = declared[...]
        for label in written {
            guard let index = rest.firstIndex(of: label) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }
}
