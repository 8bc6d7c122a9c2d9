import StagecraftImport

/// The class's stored properties: from the class table, `new`'s table, `self.x = …` in the
/// methods, side tables and shared locals, typed by annotations, values, what is assigned, or use.
extension SwiftEmitter {
    /// Annotations (`---@param name Type`, `---@return Type`) in the comment block right above `line`.
    func annotations(before line: Int) -> (parameters: [String: String], result: String?) {
        var parameters: [String: String] = [:]
        var result: String?
        var expected = line - 1
        for comment in comments.reversed() where comment.line < line {
            guard comment.line == expected, !comment.trailsCode else { break }
            expected -= 1
            let words = comment.text.split(separator: " ", maxSplits: 2).map(String.init)
            if words.first == "-@param", words.count >= 3 { parameters[words[1]] = words[2].split(separator: " ").first.map(String.init) }
            if words.first == "-@return", words.count >= 2 { result = words[1] }
        }
        return (parameters, result)
    }

    var fieldAnnotations: [String: String] {
        var fields: [String: String] = [:]
        for comment in comments {
            let words = comment.text.split(separator: " ").map(String.init)
            if words.first == "-@field", words.count >= 3 { fields[words[1]] = words[2] }
        }
        return fields
    }

    func collectStoredProperties() {
        let annotated = fieldAnnotations
        let initParameters = module.initializer.map { annotations(before: $0.line).parameters } ?? [:]
        var seen: Set<String> = []
        let assigned = assignedSelfFields()
        func add(_ name: String, _ value: LuaExpression?, line: Int, fromInit: Bool) {
            guard seen.insert(name).inserted else { return }
            var type = annotated[name].flatMap { typeNames.swiftType(annotation: $0) } ?? (isNil(value) || value == nil ? learnedFieldTypes[name] : nil)
            var text: String?
            if let value {
                let parameters = module.initializer?.parameters ?? []
                if case .name(let parameter) = value.kind, fromInit, parameters.contains(parameter) {
                    type = type ?? initParameters[parameter].flatMap { typeNames.swiftType(annotation: $0) }
                } else if fromInit, parameters.contains(where: { RoleModule.mentions($0, [LuaStatement(kind: .return([value]), line: line, endLine: line)]) }) {
                    // `pinchToDismiss or false`: computed from the init's parameters, so set by the
                    // init (no default); its type is the expression's, with the parameters typed.
                    push()
                    for parameter in parameters { declare(parameter, initParameters[parameter].flatMap { typeNames.swiftType(annotation: $0) }) }
                    let emitted = expression(value, expected: type)
                    pop()
                    type = type ?? emitted.type
                } else {
                    push()
                    pendingNames = []
                    let emitted = expression(value, expected: type)
                    pop()
                    type = type ?? emitted.type
                    text = Self.madeByClosure(name, emitted.text, settings: pendingNames.filter { $0.value == emitted.text })
                    pendingNames = []
                }
            }
            guard var type = type ?? learnedFieldTypes[name] else {
                report(line, "the type of `\(name)`", "annotate it (`---@field \(name) Type`)")
                return
            }
            if value == nil || isNil(value) { type = type.optional }
            // A value to tune (a default) is `var`, as any Lua field may be set; one the init takes
            // and nothing reassigns is `let`.
            storedProperties.append((name, type, assigned.contains(name) || value == nil || isNil(value) || text != nil, isNil(value) ? nil : text, line))
        }
        inheritedSettings = []
        for property in module.properties {
            if superclass == "DimmingPresentationController", property.name == "dimmingColor", let value = property.value {
                inheritedSettings.append(("dimmingView.backgroundColor", value, property.line))
                continue
            }
            if isInheritedProperty(property.name), let value = property.value {
                inheritedSettings.append((property.name, value, property.line))
                continue
            }
            add(property.name, property.value, line: property.line, fromInit: false)
        }
        // A presentation controller answering its own adaptive questions is its own delegate.
        if module.methods.contains(where: { isOwnAdaptiveCallback($0.name) }) {
            inheritedSettings.append(("delegate", LuaExpression(kind: .name("self"), line: module.classLine), module.classLine))
        }
        for table in module.sideTables { add(table.name, nil, line: table.line, fromInit: false) }
        for local in module.instanceLocals { add(local.name, nil, line: local.line, fromInit: false) }
        for field in module.initializerFields { add(field.name, field.value, line: field.value.line, fromInit: true) }
        for name in assigned.sorted() where !seen.contains(name) && !isInheritedProperty(name) {
            add(name, nil, line: module.methods.first?.line ?? 1, fromInit: false)
        }
    }

    /// A stored property's default that the Lua constructor names (`UIView(frame, "badge")`): the
    /// properties set after UIKit's init go in a closure that makes the value, as Swift writes
    /// a configured stored property (`let badge: UIView = { … }()`), indented for a class member.
    static func madeByClosure(_ name: String, _ made: String, settings: [(value: String, name: String, property: String)]) -> String {
        guard !settings.isEmpty else { return made }
        let local = swiftIdentifier(name)
        let body = ["let \(local) = \(made)"] + settings.map { "\(local).\($0.property) = \($0.name)" } + ["return \(local)"]
        return "{\n" + body.map { "        " + $0 + "\n" }.joined() + "    }()"
    }

    func isNil(_ value: LuaExpression?) -> Bool {
        if case .nil = value?.kind { return true }
        return false
    }

    /// A property of the superclass. A protocol's property requirement (UIViewControllerInteractiveTransitioning's
    /// `wantsInteractiveStart`) is not: the class declares it, a stored property.
    func isInheritedProperty(_ name: String) -> Bool {
        selfTypes.contains { type in
            interface.types[type]?.kind != .protocol && interface.members(of: type, static: false).contains { $0.kind == .property && $0.name == name }
        }
    }

    /// `self.x = …` anywhere in the methods: the stored properties Swift must declare `var`.
    func assignedSelfFields() -> Set<String> {
        var names: Set<String> = []
        func visit(_ statements: [LuaStatement], selfNames: Set<String>) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let targets, _):
                    for target in targets {
                        if case .field(let object, let key) = target.kind, case .name(let name) = object.kind, selfNames.contains(name) { names.insert(key) }
                    }
                case .do(let body), .while(_, let body), .repeat(let body, _), .numericFor(_, _, _, _, let body), .genericFor(_, _, let body): visit(body, selfNames: selfNames)
                case .if(let branches, let otherwise):
                    for branch in branches { visit(branch.body, selfNames: selfNames) }
                    visit(otherwise ?? [], selfNames: selfNames)
                case .localFunction(_, let body), .function(_, _, let body): visit(body.body, selfNames: selfNames)
                default: break
                }
                Self.forEachFunctionLiteral(in: statement) { visit($0.body, selfNames: selfNames) }
            }
        }
        for method in module.methods + (module.initializer.map { [$0] } ?? []) {
            visit(method.body.body, selfNames: Set([method.selfParameter, module.tableName].compactMap { $0 }))
        }
        return names
    }

    /// A parameter only read for fields this class declares (`interaction.interacting`) is one of
    /// its instances: the one type that has them.
    func ownClassByUse(of name: String, in statements: [LuaStatement]) -> SwiftTypeName? {
        var keys: Set<String> = []
        var otherUse = false
        func visit(_ e: LuaExpression) {
            switch e.kind {
            case .field(let object, let key):
                if case .name(name) = object.kind { keys.insert(key) } else { visit(object) }
            case .name(name): otherUse = true
            case .index(let o, let k): visit(o); visit(k)
            case .call(let f, let a): visit(f); a.forEach(visit)
            case .method(let o, _, let a): visit(o); a.forEach(visit)
            case .binary(_, let l, let r): visit(l); visit(r)
            case .unary(_, let x), .parenthesized(let x): visit(x)
            case .table(let fields): fields.forEach { visit($0.value) }
            default: break
            }
        }
        func visitStatements(_ statements: [LuaStatement]) {
            for statement in statements {
                switch statement.kind {
                case .local(_, let values), .return(let values): values.forEach(visit)
                case .assignment(let targets, let values): targets.forEach(visit); values.forEach(visit)
                case .call(let call): visit(call)
                case .if(let branches, let otherwise):
                    branches.forEach { visit($0.condition); visitStatements($0.body) }
                    visitStatements(otherwise ?? [])
                case .do(let body), .while(_, let body), .repeat(let body, _), .numericFor(_, _, _, _, let body), .genericFor(_, _, let body): visitStatements(body)
                default: break
                }
            }
        }
        visitStatements(statements)
        let own = Set(storedProperties.map(\.name))
        guard !otherUse, !keys.isEmpty, keys.isSubset(of: own) else { return nil }
        return SwiftTypeName(module.className)
    }
}
