/// Lua tables used as Swift's collections: a list (`[T]`: Lua counts its elements from 1, Swift
/// from 0), a table keyed by values (`[K: V]`), and a record of named fields (a tuple with labels).
/// An empty table (`local found = {}`) is typed by what the statements after it put in it.
extension SwiftEmitter {
    /// `list[#list + 1] = v`, Lua's append: the list.
    static func appendedList(_ target: LuaExpression) -> LuaExpression? {
        guard case .index(let list, let key) = target.kind, case .binary("+", let count, let one) = key.kind,
              case .unary("#", let counted) = count.kind, case .number("1") = one.kind, sameReference(list, counted) else { return nil }
        return list
    }

    /// Whether two expressions name one place: `list` and `list`, `self.items` and `self.items`.
    static func sameReference(_ a: LuaExpression, _ b: LuaExpression) -> Bool {
        switch (a.kind, b.kind) {
        case (.name(let x), .name(let y)): return x == y
        case (.field(let x, let k), .field(let y, let l)): return k == l && sameReference(x, y)
        case (.parenthesized(let x), _): return sameReference(x, b)
        case (_, .parenthesized(let y)): return sameReference(a, y)
        default: return false
        }
    }

    /// `list[#list + 1] = value`: `list.append(value)`.
    func append(_ list: LuaExpression, _ value: LuaExpression, line lineNumber: Int) {
        let base = expression(list, expected: nil, asTarget: true)
        guard let element = base.type?.element else {
            report(lineNumber, "an append to a table that is not a list", "give it a list type (`---@type T[]`, or fill it only with `t[#t + 1] = …`)")
            return
        }
        let value = expression(value, expected: element)
        line("\(parenthesized(base, below: 100)).append(\(coerce(value, to: element)))" + trailingComment(on: lineNumber))
    }

    /// The Swift index of a list's element at a Lua index (1-based) as Swift's 0-based one: `i` is
    /// `i - 1`, `i + 1` is `i`, `#list` is `list.count - 1`, a literal `3` is `2`. Nil (reported)
    /// when the index is not an Int: Lua's `list[1.5]` is nil, Swift has no such element.
    func listIndex(_ key: LuaExpression, of list: LuaExpression, base: Emitted, line: Int) -> String? {
        if case .number(let text) = key.kind, let index = Int(text) {
            guard index >= 1 else {
                report(line, "a list's element at \(index)", "Lua's lists start at 1: there it is nil, in Swift no element (a trap)")
                return nil
            }
            return "\(index - 1)"
        }
        if case .unary("#", let counted) = key.kind, Self.sameReference(counted, list) { return "\(parenthesized(base, below: 100)).count - 1" }
        // `i + n`, `i - n` with a literal n: the offset folded in.
        if case .binary(let op, let left, let right) = key.kind, op == "+" || op == "-", case .number(let text) = right.kind, let n = Int(text) {
            let offset = (op == "+" ? n : -n) - 1
            let index = expression(left, expected: .int)
            guard index.type == .int else {
                report(line, "indexing a list with `\(index.text)`", "Swift indexes a list with an Int; this one is \(index.type.map { "a \($0)" } ?? "of unknown type")")
                return nil
            }
            if offset == 0 { return index.text }
            return "\(parenthesized(index, below: 41)) \(offset > 0 ? "+" : "-") \(abs(offset))"
        }
        let index = expression(key, expected: .int)
        guard index.type == .int else {
            report(line, "indexing a list with `\(index.text)`", "Swift indexes a list with an Int; this one is \(index.type.map { "a \($0)" } ?? "of unknown type")")
            return nil
        }
        return "\(parenthesized(index, below: 41)) - 1"
    }

    /// While looking ahead (`typeSeenLater`): what a statement puts in an empty table — a list of
    /// the appended values' type, or a dictionary from the keys' type to the values'.
    func observeContainer(_ target: LuaExpression, _ value: LuaExpression) {
        guard isObserving, case .index(let table, let key) = target.kind, case .name(let name) = table.kind,
              let found = variable(name), found.type == nil, observedContainerTypes[name] == nil, !isNil(value) else { return }
        let saved = (problems, pendingNames)
        defer { (problems, pendingNames) = saved }
        guard let valueType = expression(value, expected: nil).type?.nonOptional else { return }
        if Self.appendedList(target) != nil {
            observedContainerTypes[name] = SwiftTypeName("[\(valueType)]")
        } else if let keyType = expression(key, expected: nil).type?.nonOptional, keyType != .cgFloat {
            // A CGFloat key would be a list's index or a dictionary's key; Lua does not say which.
            observedContainerTypes[name] = SwiftTypeName("[\(keyType): \(valueType)]")
        }
    }

    /// The type of an empty table from what the statements after it put in it (nil: nothing).
    func typeFromLaterFilling(of name: String) -> SwiftTypeName? {
        typeSeenLater(of: name, in: \.observedContainerTypes)
    }

    /// `{ view = v, index = i }` whose values are of several types: a tuple with those labels (in
    /// the expected tuple's order when there is one), typed from its values.
    func tupleRecord(_ named: [(String, LuaExpression)], expected: SwiftTypeName?, line: Int) -> Emitted? {
        if let elements = expected?.nonOptional.tupleElements {
            guard Set(elements.map(\.label)) == Set(named.map(\.0)), elements.count == named.count else {
                report(line, "a record with the fields \(named.map(\.0).joined(separator: ", "))", "the list it goes in holds records with the fields \(elements.map(\.label).joined(separator: ", "))")
                return Emitted(text: "nil", type: nil)
            }
            let values = elements.map { element in
                "\(element.label): \(coerce(expression(named.first { $0.0 == element.label }!.1, expected: element.type), to: element.type))"
            }
            return Emitted(text: "(\(values.joined(separator: ", ")))", type: expected?.nonOptional)
        }
        var values: [String] = [], types: [String] = []
        for (label, value) in named {
            guard Self.isIdentifier(label) else { return nil }
            let emitted = expression(value, expected: nil)
            guard var type = emitted.type else { return nil }
            if type.isImplicitlyUnwrapped { type = type.nonOptional }
            if Self.isNumberLiteral(value) { type = .cgFloat }
            values.append("\(label): \(emitted.text)")
            types.append("\(label): \(type)")
        }
        return Emitted(text: "(\(values.joined(separator: ", ")))", type: SwiftTypeName("(\(types.joined(separator: ", ")))"))
    }

    /// `pair.snapshot` of a tuple with labels: its element.
    func tupleElement(_ base: Emitted, _ key: String) -> Emitted? {
        guard let element = base.type?.tupleElements?.first(where: { $0.label == key }) else { return nil }
        return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: element.type)
    }

    /// `table.sort(list, function(a, b) … end)`: `list.sort { a, b in … }`, the comparator typed
    /// by the list's elements; `table.sort(list)` of numbers or strings: `list.sort()`.
    func tableSort(_ arguments: [LuaExpression], line: Int) -> Emitted {
        guard (1...2).contains(arguments.count) else {
            report(line, "`table.sort` with \(arguments.count) argument(s)", "it takes the list and, optionally, the order")
            return Emitted(text: "()", type: nil)
        }
        let list = expression(arguments[0], expected: nil, asTarget: true)
        guard let element = list.type?.element else {
            report(line, "`table.sort` of a value that is not a list", "give it a list type (`---@type T[]`)")
            return Emitted(text: "()", type: nil)
        }
        guard arguments.count == 2 else {
            guard element.isNumber || element == .string else {
                report(line, "`table.sort` of \(element) values without an order", "Swift sorts only comparable values: pass the order (`function(a, b) return … end`)")
                return Emitted(text: "()", type: nil)
            }
            return Emitted(text: "\(parenthesized(list, below: 100)).sort()", type: nil)
        }
        let order = expression(arguments[1], expected: SwiftTypeName("(\(element), \(element)) -> Bool"))
        return Emitted(text: "\(parenthesized(list, below: 100)).sort \(order.text)", type: nil)
    }

    /// `{ 1, 2 }` is `[CGFloat]`, `{ { 1, 2 }, { 3 } }` `[[CGFloat]]`: Lua's numbers are floats,
    /// where Swift would infer `[Int]` from the literals.
    static func numberListType(_ value: LuaExpression) -> SwiftTypeName? {
        guard case .table(let fields) = value.kind, !fields.isEmpty,
              fields.allSatisfy({ if case .positional = $0.key { true } else { false } }) else { return nil }
        if fields.allSatisfy({ isNumberLiteral($0.value) }) { return SwiftTypeName("[CGFloat]") }
        let inner = fields.map { numberListType($0.value) }
        guard let first = inner.first ?? nil, inner.allSatisfy({ $0 == first }) else { return nil }
        return SwiftTypeName("[\(first)]")
    }

    /// Whether the statements change the list or dictionary `name` holds in place — sort it, or
    /// store at one of its keys — which Swift's value types allow only through a `var`.
    static func changesInPlace(_ name: String, in statements: [LuaStatement]) -> Bool {
        var found = false
        LuaWalk.expressions(in: statements) { e in
            if case .call(let callee, let arguments) = e.kind, case .field(let table, "sort") = callee.kind, case .name("table") = table.kind,
               let first = arguments.first, case .name(name) = first.kind { found = true }
        }
        func visit(_ statements: [LuaStatement]) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let targets, _):
                    if targets.contains(where: { if case .index(let list, _) = $0.kind, case .name(name) = list.kind { true } else { false } }) { found = true }
                case .do(let body), .while(_, let body), .repeat(let body, _), .numericFor(_, _, _, _, let body), .genericFor(_, _, let body): visit(body)
                case .if(let branches, let otherwise):
                    branches.forEach { visit($0.body) }
                    visit(otherwise ?? [])
                case .localFunction(_, let function), .function(_, _, let function): visit(function.body)
                default: break
                }
                forEachFunctionLiteral(in: statement) { visit($0.body) }
            }
        }
        visit(statements)
        return found
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !swiftKeywords.contains(text)
    }
}
