import StagecraftImport

extension SwiftEmitter {
    /// The protocols and superclass whose members a role's callbacks implement.
    var callbackOwners: [String] {
        switch module.role {
        case .animator: ["UIViewControllerAnimatedTransitioning"]
        case .delegate: ["UIViewControllerTransitioningDelegate", "UINavigationControllerDelegate", "UITabBarControllerDelegate", "UIAdaptivePresentationControllerDelegate"]
        case .presentation: ["UIPresentationController", "UIAdaptivePresentationControllerDelegate"]
        case .interaction: ["UIViewControllerInteractiveTransitioning"]
        default: []
        }
    }

    /// A UIKit member's Lua name by the porting guide's rule: the base name, or the base name and
    /// the label that tells it from its overloads.
    static func luaNames(of member: SwiftInterface.Member) -> [String] {
        if member.kind == .property { return [member.name] }
        return [member.name] + member.labels.filter { $0 != "_" }.map { member.name + capitalized($0) }
    }

    /// The UIKit declaration a role callback implements, and the protocol or class declaring it.
    func uikitCallback(_ luaName: String) -> (SwiftInterface.Member, String)? {
        for owner in callbackOwners {
            for type in interface.lineage(of: owner) {
                for member in type.members where !member.isStatic && member.kind != .initializer && Self.luaNames(of: member).contains(luaName) {
                    // The base name alone matches only a member without labels to tell apart.
                    if member.kind == .method, member.name == luaName, type.members.contains(where: { $0.name == member.name && $0.kind == .method && $0.labels != member.labels }) { continue }
                    return (member, type.name)
                }
            }
        }
        return nil
    }

    /// What another module needs of this one: its header, properties and init, with the types its
    /// own code gives them (written once, the text dropped).
    func analyze() {
        _ = write()
    }

    func write() -> String {
        determineHeader()
        let problemsBefore = problems
        collectStoredProperties()
        // Two passes: the first learns the result types of helper methods a callback may call
        // before they are written; the second writes.
        for pass in 0..<2 {
            let savedProblems = problems
            let savedComments = commentIndex
            output = []
            writeFile()
            if pass == 0 {
                problems = savedProblems
                commentIndex = savedComments
                // Fields first set in a method take the type of what was assigned.
                problems = problemsBefore
                storedProperties = []
                collectStoredProperties()
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private func determineHeader() {
        switch module.role {
        case .presentation: superclass = module.extends ?? "UIPresentationController"
        case .interaction: superclass = "UIPercentDrivenInteractiveTransition"
        default: superclass = "NSObject"
        }
        var conformances: [String] = []
        for method in module.methods {
            guard let (_, owner) = uikitCallback(method.name), interface.types[owner]?.kind == .protocol,
                  !interface.isSubtype(superclass, of: owner), !conformances.contains(owner) else { continue }
            conformances.append(owner)
        }
        if module.role == .animator, !conformances.contains("UIViewControllerAnimatedTransitioning") { conformances.insert("UIViewControllerAnimatedTransitioning", at: 0) }
        protocols = conformances
        selfTypes = [superclass] + protocols
    }

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

    private func collectStoredProperties() {
        let annotated = fieldAnnotations
        let initParameters = module.initializer.map { annotations(before: $0.line).parameters } ?? [:]
        var seen: Set<String> = []
        let assigned = assignedSelfFields()
        func add(_ name: String, _ value: LuaExpression?, line: Int, fromInit: Bool) {
            guard seen.insert(name).inserted else { return }
            var type = annotated[name].flatMap { typeNames.swiftType(annotation: $0) } ?? (isNil(value) || value == nil ? learnedFieldTypes[name] : nil)
            var text: String?
            if let value {
                if case .name(let parameter) = value.kind, fromInit, module.initializer?.parameters.contains(parameter) == true {
                    type = type ?? initParameters[parameter].flatMap { typeNames.swiftType(annotation: $0) }
                } else {
                    push()
                    let emitted = expression(value, expected: type)
                    pop()
                    type = type ?? emitted.type
                    text = emitted.text
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
        for table in module.sideTables { add(table.name, nil, line: table.line, fromInit: false) }
        for local in module.instanceLocals { add(local.name, nil, line: local.line, fromInit: false) }
        for field in module.initializerFields { add(field.name, field.value, line: field.value.line, fromInit: true) }
        for name in assigned.sorted() where !seen.contains(name) && !isInheritedProperty(name) {
            add(name, nil, line: module.methods.first?.line ?? 1, fromInit: false)
        }
    }

    func isNil(_ value: LuaExpression?) -> Bool {
        if case .nil = value?.kind { return true }
        return false
    }

    func isInheritedProperty(_ name: String) -> Bool {
        selfTypes.contains { type in interface.members(of: type, static: false).contains { $0.kind == .property && $0.name == name } }
    }

    /// `self.x = …` anywhere in the methods: the stored properties Swift must declare `var`.
    private func assignedSelfFields() -> Set<String> {
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
                forEachFunction(in: statement) { visit($0.body, selfNames: selfNames) }
            }
        }
        for method in module.methods + (module.initializer.map { [$0] } ?? []) {
            visit(method.body.body, selfNames: Set([method.selfParameter, module.tableName].compactMap { $0 }))
        }
        return names
    }

    /// Names assigned with `name = …` anywhere in a body (closures included).
    static func assignedLocals(_ statements: [LuaStatement]) -> Set<String> {
        assignmentRoots(statements, fieldsOnly: false)
    }

    /// Names whose fields are assigned (`start.origin.y = …`).
    static func mutatedLocals(_ statements: [LuaStatement]) -> Set<String> {
        assignmentRoots(statements, fieldsOnly: true)
    }

    /// The names assignments start from: `name = …` (or, with `fieldsOnly`, `name.a.b = …`),
    /// anywhere in the body, the closures in it included.
    private static func assignmentRoots(_ statements: [LuaStatement], fieldsOnly: Bool) -> Set<String> {
        var names: Set<String> = []
        func rootName(_ e: LuaExpression) -> String? {
            switch e.kind {
            case .name(let name): return name
            case .field(let object, _), .index(let object, _): return rootName(object)
            default: return nil
            }
        }
        func visit(_ statements: [LuaStatement]) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let targets, _):
                    for target in targets {
                        switch target.kind {
                        case .name(let name): if !fieldsOnly { names.insert(name) }
                        case .field, .index: if fieldsOnly, let root = rootName(target) { names.insert(root) }
                        default: break
                        }
                    }
                case .do(let body), .while(_, let body), .repeat(let body, _), .numericFor(_, _, _, _, let body), .genericFor(_, _, let body): visit(body)
                case .if(let branches, let otherwise):
                    branches.forEach { visit($0.body) }
                    visit(otherwise ?? [])
                default: break
                }
                forEachFunctionLiteral(in: statement) { visit($0.body) }
            }
        }
        visit(statements)
        return names
    }

    /// Calls `body` with each function literal in the statement's expressions.
    func forEachFunction(in statement: LuaStatement, _ body: (LuaFunctionBody) -> Void) {
        Self.forEachFunctionLiteral(in: statement, body)
    }

    static func forEachFunctionLiteral(in statement: LuaStatement, _ body: (LuaFunctionBody) -> Void) {
        func visit(_ e: LuaExpression) {
            switch e.kind {
            case .function(let f): body(f)
            case .table(let fields): fields.forEach { visit($0.value) }
            case .field(let o, _): visit(o)
            case .index(let o, let k): visit(o); visit(k)
            case .call(let f, let args): visit(f); args.forEach(visit)
            case .method(let o, _, let args): visit(o); args.forEach(visit)
            case .binary(_, let l, let r): visit(l); visit(r)
            case .unary(_, let x), .parenthesized(let x): visit(x)
            default: break
            }
        }
        switch statement.kind {
        case .local(_, let values), .return(let values): values.forEach(visit)
        case .assignment(let targets, let values): targets.forEach(visit); values.forEach(visit)
        case .call(let e): visit(e)
        case .while(let c, _), .repeat(_, let c): visit(c)
        case .if(let branches, _): branches.forEach { visit($0.condition) }
        case .numericFor(_, let a, let b, let c, _): visit(a); visit(b); c.map(visit)
        case .genericFor(_, let values, _): values.forEach(visit)
        default: break
        }
    }

    private func writeFile() {
        commentIndex = 0
        let classLine = module.classLine
        line("import UIKit")
        line("")
        var constantTypes: [String: SwiftTypeName] = [:]
        for constant in module.constants {
            flushComments(before: constant.line)
            push()
            let value = expression(constant.value, expected: nil)
            pop()
            constantTypes[constant.name] = Self.isNumberLiteral(constant.value) ? .cgFloat : value.type
            // A number is CGFloat, as Lua's numbers go where UIKit's CGFloats do.
            let annotation = Self.isNumberLiteral(constant.value) ? ": CGFloat" : value.type?.dictionary != nil ? ": \(value.type!)" : ""
            line("private let \(Self.swiftIdentifier(constant.name))\(annotation) = \(value.text)")
        }
        flushComments(before: classLine)
        line("class \(module.className): \(([superclass] + protocols).joined(separator: ", ")) {")
        indentLevel += 1
        push()
        for constant in module.constants { declare(constant.name, constantTypes[constant.name]) }
        for property in storedProperties {
            // A field of the class table or a side table keeps its comments; one `new` sets keeps them in the init.
            let declaredHere = module.properties.contains { $0.name == property.name } || module.sideTables.contains { $0.name == property.name }
            if declaredHere { flushComments(before: property.line) }
            let keyword = property.isVar ? "var" : "let"
            let trailing = declaredHere ? trailingComment(on: property.line) : ""
            if let value = property.value {
                // A Bool or String literal says its type; a number says CGFloat only when written.
                let typeText = property.type == .bool || property.type == .string ? "" : ": \(property.type)"
                line("\(keyword) \(Self.swiftIdentifier(property.name))\(typeText) = \(value)" + trailing)
            } else {
                line("\(keyword) \(Self.swiftIdentifier(property.name)): \(property.type)" + trailing)
            }
        }
        writeInitializer()
        liftedActions = []
        for method in module.methods {
            writeMethod(method)
        }
        writeLiftedActions()
        pop()
        flushComments(before: module.endLine)
        indentLevel -= 1
        line("}")
        flushComments(before: Int.max)
        if let base = Bases.named(superclass) {
            line("")
            output += base.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(base.source.hasSuffix("\n") ? 1 : 0)
        }
    }

    /// An interaction handler without `new` is made by the bridge and wired once: its `wire(vc)`
    /// is the Swift init that takes the view controller (which the importer makes `wire` again).
    var wireIsTheInitializer: Bool {
        module.role == .interaction && module.initializer == nil && module.methods.contains { $0.name == "wire" }
    }

    /// The init's parameters with their Swift types: `new`'s (or `wire`'s), typed by annotations
    /// or by the stored property of the same name.
    func initializerParameters(report reporting: Bool) -> [(name: String, type: SwiftTypeName)] {
        let wire = wireIsTheInitializer ? module.methods.first { $0.name == "wire" } : nil
        guard let initializer = module.initializer ?? wire else { return [] }
        let annotated = annotations(before: initializer.line).parameters
        var parameters: [(name: String, type: SwiftTypeName)] = []
        for name in initializer.parameters {
            let type = annotated[name].flatMap { typeNames.swiftType(annotation: $0) }
                ?? storedProperties.first { $0.name == name }?.type
                ?? (wire != nil ? SwiftTypeName("UIViewController") : nil)
            guard let type else {
                if reporting { report(initializer.line, "the type of the parameter `\(name)`", "annotate it (`---@param \(name) Type`)") }
                continue
            }
            parameters.append((name, type))
        }
        return parameters
    }

    /// `completionCurve = .easeOut` for each inherited setting, after `super.init`.
    private func writeInheritedSettings() {
        for setting in inheritedSettings {
            // `a.b` → `self.a.b = value`, written as the assignment it is.
            let target = setting.name.split(separator: ".").reduce(LuaExpression(kind: .name("self"), line: setting.line)) {
                LuaExpression(kind: .field($0, String($1)), line: setting.line)
            }
            let saved = selfNames
            selfNames.insert("self")
            statement(LuaStatement(kind: .assignment(targets: [target], values: [setting.value]), line: setting.line, endLine: setting.line))
            selfNames = saved
        }
    }

    /// An init of UIKit's own that sets the inherited settings, for a class with no init of its own.
    private func writeOverrideInitializer() {
        line("")
        if interface.isSubtype(superclass, of: "UIPresentationController") {
            line("override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {")
            indented {
                line("super.init(presentedViewController: presentedViewController, presenting: presentingViewController)")
                writeInheritedSettings()
            }
        } else {
            line("override init() {")
            indented {
                line("super.init()")
                writeInheritedSettings()
            }
        }
        line("}")
    }

    private func writeInitializer() {
        let wire = wireIsTheInitializer ? module.methods.first { $0.name == "wire" } : nil
        guard let initializer = module.initializer ?? wire else {
            if !inheritedSettings.isEmpty { writeOverrideInitializer() }
            return
        }
        let parameters = initializerParameters(report: true)
        // `new()` that only sets defaults: the properties' defaults say it all, NSObject's init makes it.
        let assigned = module.initializerFields.filter { field in storedProperties.first { $0.name == field.name }?.value == nil }
        guard wire != nil || !parameters.isEmpty || !assigned.isEmpty else {
            skipComments(through: initializer.body.endLine)
            if !inheritedSettings.isEmpty { writeOverrideInitializer() }
            return
        }
        push()
        for parameter in parameters { declare(parameter.name, parameter.type) }
        line("")
        flushComments(before: initializer.line)
        line("init(\(parameters.map { "\(Self.swiftIdentifier($0.name)): \($0.type)" }.joined(separator: ", "))) {")
        indentLevel += 1
        skipComments(through: initializer.line)
        if let wire {
            line("super.init()")
            writeInheritedSettings()
            selfNames = [wire.selfParameter ?? "self"]
            currentResult = nil
            reassigned = Self.assignedLocals(wire.body.body)
            mutated = Self.mutatedLocals(wire.body.body)
            block(wire.body.body)
            flushComments(before: wire.body.endLine)
        } else {
            flushComments(before: initializer.body.endLine)
            for field in assigned {
                guard let property = storedProperties.first(where: { $0.name == field.name }) else { continue }
                let value = expression(field.value, expected: property.type)
                line("self.\(Self.swiftIdentifier(field.name)) = \(coerce(value, to: property.type))")
            }
            line("super.init()")
            writeInheritedSettings()
        }
        skipComments(through: initializer.body.endLine)
        indentLevel -= 1
        line("}")
        pop()
    }

    private func writeMethod(_ method: RoleModule.Method) {
        if method.name == "wire", wireIsTheInitializer { return }
        // A module-level function has no `self` of its own (Lua's would be a global), nor has a
        // static one.
        selfNames = method.isLocalFunction || method.isStatic ? [module.tableName] : Set([method.selfParameter ?? "self", module.tableName] + (module.factoryInstance.map { [$0] } ?? []))
        inStaticMethod = method.isStatic
        let annotated = annotations(before: method.line)
        untyped = []
        push()
        var signature: MethodSignature
        if let (member, owner) = uikitCallback(method.name) {
            signature = MethodSignature(kind: member.kind == .property ? .property : .method, swiftName: member.name, parameters: member.parameters,
                                        result: member.type, isOverride: interface.types[owner]?.kind == .class, isUIKit: true)
            if signature.parameters.count < method.parameters.count {
                report(method.line, "`\(method.name)`'s extra parameters", "UIKit's \(member.name) takes \(member.parameters.count)")
            }
        } else {
            var parameters: [SwiftInterface.Parameter] = []
            for (index, name) in method.parameters.enumerated() {
                // An annotation, else the type of what the calls pass.
                guard let type = annotated.parameters[name].flatMap({ typeNames.swiftType(annotation: $0) }) ?? learnedParameterTypes[method.name]?[index]
                        ?? ownClassByUse(of: name, in: method.body.body) else {
                    report(method.line, "the type of `\(method.name)`'s parameter `\(name)`", "annotate it (`---@param \(name) Type`)")
                    untyped.insert(name)
                    parameters.append(SwiftInterface.Parameter(label: "_", name: name, type: SwiftTypeName("Any"), hasDefault: false))
                    continue
                }
                parameters.append(SwiftInterface.Parameter(label: "_", name: name, type: type, hasDefault: false))
            }
            let result = annotated.result.flatMap { typeNames.swiftType(annotation: $0) } ?? methodSignatures[method.name]?.result
            signature = MethodSignature(kind: .method, swiftName: method.name, parameters: parameters, result: result,
                                        isObjC: module.role == .interaction && method.name == "handleGesture", isStatic: method.isStatic)
        }
        methodSignatures[method.name] = signature
        // The Lua parameters take UIKit's types, under the Lua's names.
        var swiftParameters: [String] = []
        for (index, parameter) in signature.parameters.enumerated() {
            let luaName = index < method.parameters.count ? method.parameters[index] : parameter.name
            declare(luaName, untyped.contains(luaName) ? nil : parameter.type)
            let internalName = Self.swiftIdentifier(luaName)
            let label = parameter.label == internalName ? internalName : "\(parameter.label) \(internalName)"
            swiftParameters.append("\(label): \(parameter.type)")
        }
        currentResult = signature.result
        let body = captureBody(method.body)
        if signature.result == nil, let inferred = inferredResult, !signature.isUIKit {
            signature.result = inferred
            methodSignatures[method.name] = signature
        }
        line("")
        flushComments(before: method.line)
        let prefix = (signature.isOverride ? "override " : "") + (signature.isObjC ? "@objc " : "") + (method.isLocalFunction && !method.isExposed ? "private " : "")
            + (method.isStatic ? "static " : "")
        switch signature.kind {
        case .property:
            line("\(prefix)var \(signature.swiftName): \(signature.result?.description ?? "Void") {")
        default:
            let result = signature.result.map { " -> \($0)" } ?? ""
            line("\(prefix)func \(signature.swiftName)(\(swiftParameters.joined(separator: ", ")))\(result) {")
        }
        output += body
        line("}")
        pop()
    }

    /// The gesture actions given as functions (`UITapGestureRecognizer(function() … end)`), as the
    /// `@objc` methods UIKit's target–action needs.
    private func writeLiftedActions() {
        var index = 0
        while index < liftedActions.count {
            let action = liftedActions[index]
            index += 1
            selfNames = action.selfNames
            push()
            let parameter = action.body.parameters.first ?? "gesture"
            declare(parameter, SwiftTypeName(action.gesture))
            currentResult = nil
            let body = captureBody(action.body)
            line("")
            line("@objc private func \(action.name)(_ \(Self.swiftIdentifier(parameter)): \(action.gesture)) {")
            output += body
            line("}")
            pop()
        }
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

    /// Writes a method body into its own lines (the signature may depend on what it returns).
    private func captureBody(_ function: LuaFunctionBody) -> [String] {
        let saved = output
        output = []
        inferredResult = nil
        reassigned = Self.assignedLocals(function.body)
        mutated = Self.mutatedLocals(function.body)
        indentLevel += 1
        skipComments(through: function.line)
        block(function.body)
        flushComments(before: function.endLine)
        indentLevel -= 1
        let body = output
        output = saved
        return body
    }
}
