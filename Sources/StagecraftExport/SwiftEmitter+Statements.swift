extension SwiftEmitter {
    /// Writes a block in a scope of its own.
    func block(_ statements: [LuaStatement]) {
        push()
        defer { pop() }
        var index = 0
        while index < statements.count {
            let statement = statements[index]
            flushComments(before: statement.line)
            // `local a, b = x, y` then `if not a or not b then return end`: Swift's guard let.
            if case .local(let names, let values) = statement.kind, names.count == values.count, index + 1 < statements.count,
               let guarded = guardedNames(statements[index + 1]), Set(guarded) == Set(names) {
                writeGuard(names: names, values: values, exit: statements[index + 1], line: statement.line)
                index += 2
                continue
            }
            // `if not x:isKind("T") then return end`: `guard let x = x as? T else { return }`, and
            // `x` is a T for the rest of the block.
            if let casts = exitUnlessKind(statement) {
                writeKindGuard(casts, exit: statement)
                index += 1
                continue
            }
            following = statements[(index + 1)...]
            self.statement(statement)
            index += 1
        }
    }

    /// `if not a:isKind("T") or not b:isKind("U") then return … end` on locals: the casts.
    private func exitUnlessKind(_ statement: LuaStatement) -> [(name: String, type: String)]? {
        guard case .if(let branches, let otherwise) = statement.kind, branches.count == 1, otherwise == nil,
              branches[0].body.count == 1, case .return = branches[0].body[0].kind else { return nil }
        func casts(_ e: LuaExpression) -> [(name: String, type: String)]? {
            switch e.kind {
            case .binary("or", let l, let r):
                guard let left = casts(l), let right = casts(r) else { return nil }
                return left + right
            case .unary("not", let inner): return kindCasts(inner)
            default: return nil
            }
        }
        return casts(branches[0].condition)
    }

    /// `let a = a as? T, let b = b as? U`: each local cast to the class its `isKind` names.
    private func castClauses(_ casts: [(name: String, type: String)]) -> String {
        casts.map { "let \(Self.swiftIdentifier($0.name)) = \(variable($0.name)?.swift ?? $0.name) as? \($0.type)" }.joined(separator: ", ")
    }

    private func writeKindGuard(_ casts: [(name: String, type: String)], exit: LuaStatement) {
        guard case .if(let branches, _) = exit.kind, case .return(let returned) = branches[0].body[0].kind else { return }
        let exitText = returned.isEmpty ? "return" : "return \(expression(returned[0], expected: currentResult).text)"
        line("guard \(castClauses(casts)) else { \(exitText) }" + trailingComment(on: exit.endLine))
        for cast in casts { declare(cast.name, SwiftTypeName(cast.type)) }
        skipComments(through: exit.endLine)
    }

    /// A number made of literals only (`1`, `-0.5`, `c and 1 or 0`, `2 * 3`): Swift would infer Int or Double.
    static func isNumberLiteral(_ e: LuaExpression) -> Bool {
        switch e.kind {
        case .number: return true
        case .unary("-", let x), .parenthesized(let x): return isNumberLiteral(x)
        case .binary("and", _, let x): return isNumberLiteral(x)
        case .binary("or", let l, let r):
            if case .binary("and", _, _) = l.kind { return isNumberLiteral(l) && isNumberLiteral(r) }
            return false
        case .binary(let op, let l, let r) where ["+", "-", "*", "/"].contains(op): return isNumberLiteral(l) && isNumberLiteral(r)
        default: return false
        }
    }

    func isSideTable(_ e: LuaExpression) -> Bool {
        if case .name(let name) = e.kind { return module.sideTables.contains { $0.name == name } }
        return false
    }

    /// Whether a value only a later use can type: a UIKit case name (`"curveEaseOut"`), a list of
    /// them, nil, or a choice between those.
    func isUntypedLiteral(_ value: LuaExpression) -> Bool {
        switch value.kind {
        case .string, .nil: return true
        case .table(let fields): return !fields.isEmpty && fields.allSatisfy { if case .positional = $0.key, case .string = $0.value.kind { true } else { false } }
        case .binary("and", _, let x): return isUntypedLiteral(x)
        case .binary("or", let l, let r): return isUntypedLiteral(l) && isUntypedLiteral(r)
        case .parenthesized(let inner): return isUntypedLiteral(inner)
        default: return false
        }
    }

    /// The type of the first value assigned to a local declared without one.
    func typeFromLaterAssignment(of name: String) -> SwiftTypeName? {
        typeSeenLater(of: name, in: \.observedAssignmentTypes)
    }

    /// The type a local gets from the UIKit parameter it is passed to later in its block.
    func typeFromLaterUse(of name: String) -> SwiftTypeName? {
        typeSeenLater(of: name, in: \.observedArgumentTypes)
    }

    /// Writes the statements after the current one aside (nothing kept) with `name` untyped and
    /// returns what they recorded of it in `observations`.
    func typeSeenLater(of name: String, in observations: ReferenceWritableKeyPath<SwiftEmitter, [String: SwiftTypeName]>) -> SwiftTypeName? {
        // One look ahead at a time: a later local's own look-ahead, inside this one, would write the
        // rest of the block again for each (`local a` … `local b` … nested as deep as the block is
        // long). Inside, such a local is untyped; its own turn comes when it is written.
        if isObserving { return nil }
        let saved = (output, problems, commentIndex, pendingNames, learnedFieldTypes, inferredResult, following)
        let wasObserving = isObserving
        isObserving = true
        self[keyPath: observations][name] = nil
        push()
        declare(name, nil)
        for statement in saved.6 { self.statement(statement) }
        pop()
        isObserving = wasObserving
        let observed = self[keyPath: observations][name]
        (output, problems, commentIndex, pendingNames, learnedFieldTypes, inferredResult, following) = saved
        return observed
    }

    /// Writes one statement; one that does not map becomes a `fatalError` naming the Lua line,
    /// so the Swift still compiles and stops where the Lua did not translate.
    func statement(_ statement: LuaStatement) {
        let problemsBefore = problems.count
        let outputBefore = output.count
        pendingNames = []
        switch statement.kind {
        case .local(let names, let values): local(names, values, line: statement.line)
        case .assignment(let targets, let values): assignment(targets, values, line: statement.line)
        case .call(let call):
            let emitted = expression(call, expected: nil)
            line(emitted.text + trailingComment(on: statement.endLine))
        case .return(let values): returnStatement(values, line: statement.line)
        case .if(let branches, let otherwise):
            if statement.line == statement.endLine, branches.count == 1, otherwise == nil, branches[0].body.count == 1, let (head, body) = renderedIf(branches[0]) {
                if body.count == 1 {
                    line("if \(head) { \(body[0].trimmingCharacters(in: .whitespaces)) }" + trailingComment(on: statement.line))
                } else {
                    line("if \(head) {" + trailingComment(on: statement.line))
                    output += body
                    line("}")
                }
            } else {
                ifStatement(branches, otherwise)
            }
        case .do(let body):
            line("do {")
            indented { block(body) }
            line("}")
        case .while(let condition, let body):
            line("while \(self.condition(condition)) {")
            indented { loopBody(body) }
            line("}")
        case .repeat(let body, let condition):
            line("repeat {")
            indented { loopBody(body) }
            line("} while !(\(self.condition(condition)))")
        case .numericFor(let variable, let start, let limit, let step, let body): numericFor(variable, start, limit, step, body)
        case .genericFor(let names, let values, let body): genericFor(names, values, body, line: statement.line)
        case .break: line("break")
        case .localFunction(let name, let body): nestedFunction(name, body, line: statement.line)
        case .function:
            report(statement.line, "a function declared inside a function", "make it a method of the class")
        case .goto(let label) where continueLabels.last == label: line("continue")
        case .goto, .label:
            report(statement.line, "goto and labels", "Swift has no goto; use a loop with break or continue")
        }
        reportUnplacedSettings(line: statement.line)
        if problems.count > problemsBefore, output.count == outputBefore || !isCompound(statement) {
            output.removeSubrange(outputBefore...)
            let what = problems[problemsBefore].what.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\\", with: "")
            line("fatalError(\"not exported: \(what) (\(fileName):\(statement.line))\")")
            skipComments(through: statement.endLine)
        }
    }

    private func isCompound(_ statement: LuaStatement) -> Bool {
        switch statement.kind {
        case .if, .do, .while, .repeat, .numericFor, .genericFor: true
        default: false
        }
    }

    func indented(_ body: () -> Void) {
        indentLevel += 1
        body()
        indentLevel -= 1
    }

    // MARK: Locals and assignments

    private func local(_ names: [String], _ values: [LuaExpression], line lineNumber: Int) {
        // `local origin` then `origin = …` in each branch: a `var` of what is assigned first.
        if values.isEmpty {
            for name in names {
                guard let type = typeFromLaterAssignment(of: name) else {
                    report(lineNumber, "`local \(name)` without a value", "Swift needs its type: give it a value, or assign it before it is read")
                    continue
                }
                declare(name, type)
                line("var \(Self.swiftIdentifier(name)): \(type)" + trailingComment(on: lineNumber))
            }
            return
        }
        guard names.count == values.count else {
            report(lineNumber, "`local \(names.joined(separator: ", "))` with \(values.count) value(s)", "give each local its own value")
            return
        }
        for (name, value) in zip(names, values) {
            if isNil(value) {
                report(lineNumber, "`local \(name) = nil`", "Swift needs its type: give it a value")
                continue
            }
            pendingNames = []
            // `local found = {}` then `found[#found + 1] = view`: a list (or a dictionary) of what goes in.
            if case .table(let fields) = value.kind, fields.isEmpty, let filled = typeFromLaterFilling(of: name) {
                declare(name, filled)
                line("var \(Self.swiftIdentifier(name)): \(filled) = \(filled.isArray ? "[]" : "[:]")" + trailingComment(on: lineNumber))
                continue
            }
            let laterType = isUntypedLiteral(value) ? typeFromLaterUse(of: name) : nil
            let emitted = expression(value, expected: laterType)
            var type = laterType ?? emitted.type
            var annotation = laterType.map { ": \($0)" } ?? ""
            if laterType == nil, Self.isNumberLiteral(value) {
                annotation = ": CGFloat"  // Lua numbers are floats; Swift would make `1` an Int and `0.5` a Double
                type = .cgFloat
            }
            if laterType == nil, let numbers = Self.numberListType(value) {
                annotation = ": \(numbers)"
                type = numbers
            }
            if let implicit = type, implicit.isImplicitlyUnwrapped {
                // `vc.view` is `UIView!`: a local of it is the view (as Lua's is), not an Optional.
                annotation = ": \(implicit.nonOptional)"
                type = implicit.nonOptional
            }
            let isValue = type.map { interface.types[$0.name]?.kind == .struct && !$0.isOptional } ?? false
            let isCollection = type.map { !$0.isOptional && ($0.isArray || $0.dictionary != nil) } ?? false
            let keyword = reassigned.contains(name) || (isValue && mutated.contains(name))
                || (isCollection && Self.changesInPlace(name, in: Array(following))) ? "var" : "let"
            declare(name, type)
            line("\(keyword) \(Self.swiftIdentifier(name))\(annotation) = \(emitted.text)" + trailingComment(on: lineNumber))
            for pending in pendingNames where pending.value == emitted.text {
                line("\(Self.swiftIdentifier(name)).\(pending.property) = \(pending.name)")
            }
            pendingNames.removeAll { $0.value == emitted.text }
            reportUnplacedSettings(line: lineNumber)
        }
    }

    /// The local a returned value made with settings is kept in: `controller`, `view`, `gesture`
    /// or `value`, numbered past the locals in scope.
    private func madeLocalName(_ type: SwiftTypeName?) -> String {
        // The module's own class is known by its superclass (the interface may not declare it).
        let kind = type?.name == module.className ? superclass : type?.name ?? ""
        let base = interface.isSubtype(kind, of: "UIViewController") ? "controller" : interface.isSubtype(kind, of: "UIView") ? "view"
            : interface.isSubtype(kind, of: "UIGestureRecognizer") ? "gesture" : "value"
        var name = base, number = 1
        while variable(name) != nil {
            number += 1
            name = base + String(number)
        }
        return name
    }

    /// A view made from its options (`UIImageView{ imageName =, name = }`, `UILabel(frame, text)`)
    /// is UIKit's init then lines setting what the options set, written after the local it is
    /// assigned to; made in place (an argument, inside another expression) there is no local to
    /// write them on, and dropping them would change the motion silently: reported.
    private func reportUnplacedSettings(line lineNumber: Int) {
        guard let first = pendingNames.first else { return }
        report(lineNumber, "a view made with its options in place (`\(first.property)` of `\(first.value)`)", "assign the view to a local first: its options become the lines after it")
        pendingNames = []
    }

    private func assignment(_ targets: [LuaExpression], _ values: [LuaExpression], line lineNumber: Int) {
        guard targets.count == values.count else {
            report(lineNumber, "an assignment of \(values.count) value(s) to \(targets.count) target(s)", "assign each target its own value")
            return
        }
        if targets.count == 1, let list = Self.appendedList(targets[0]) {
            if isObserving { observeContainer(targets[0], values[0]) }
            append(list, values[0], line: lineNumber)
            return
        }
        var left: [String] = [], right: [String] = []
        for (target, value) in zip(targets, values) {
            observeContainer(target, value)
            var place = expression(target, expected: nil, asTarget: true)
            if isObserving, case .name(let name) = target.kind, observedAssignmentTypes[name] == nil, !isNil(value) {
                let saved = (problems, pendingNames)
                observedAssignmentTypes[name] = expression(value, expected: nil).type?.nonOptional
                (problems, pendingNames) = saved
            }
            // A shared local unwrapped by `if let` is assigned as the property it is.
            if case .name(let name) = target.kind, narrowedProperties.contains(name), let property = ownProperty(name) {
                place = Emitted(text: property.text, type: property.type)
            }
            let emitted = expression(value, expected: place.type)
            if case .field(let object, let key) = target.kind, case .name(let name) = object.kind, selfNames.contains(name),
               let type = emitted.type, learnedFieldTypes[key] == nil, !isNil(value) {
                learnedFieldTypes[key] = type
            }
            if case .name(let name) = target.kind, variable(name) == nil, module.instanceLocals.contains(where: { $0.name == name }),
               let type = emitted.type, learnedFieldTypes[name] == nil, !isNil(value) {
                learnedFieldTypes[name] = type.nonOptional
            }
            if case .index(let table, let key) = target.kind, sideTableProperty(table, key) != nil || isSideTable(table),
               case .name(let name) = table.kind, let type = emitted.type, learnedFieldTypes[name] == nil, !isNil(value) {
                learnedFieldTypes[name] = type.nonOptional
            }
            left.append(place.text)
            right.append(coerce(emitted, to: place.type))
        }
        let text = targets.count == 1 ? "\(left[0]) = \(right[0])" : "(\(left.joined(separator: ", "))) = (\(right.joined(separator: ", ")))"
        line(text + trailingComment(on: lineNumber))
    }

    private func returnStatement(_ values: [LuaExpression], line lineNumber: Int) {
        guard values.count <= 1 else {
            report(lineNumber, "a return of several values", "return one value (a tuple or a struct in Swift)")
            return
        }
        guard let value = values.first else {
            line("return")
            return
        }
        var emitted = expression(value, expected: currentResult)
        // A value made with settings after its init (a view's options, a screen's name): made in a
        // local, set, then returned, rather than returned without them.
        if !pendingNames.isEmpty, pendingNames.allSatisfy({ $0.value == emitted.text }) {
            let made = madeLocalName(emitted.type)
            declare(made, emitted.type)
            line("let \(made) = \(emitted.text)")
            for pending in pendingNames { line("\(made).\(pending.property) = \(pending.name)") }
            pendingNames = []
            emitted = Emitted(text: made, type: emitted.type)
        }
        reportUnplacedSettings(line: lineNumber)
        if currentResult == nil {
            // Several returns of numbers: the result is the widest (an index here, math.huge there).
            if inferredResult == nil || (inferredResult == .int && emitted.type?.isNumber == true && emitted.type != .int) { inferredResult = emitted.type }
        } else if let result = currentResult, result.isNumber, result != .int, emitted.type == .int, !Self.isNumberLiteral(value) {
            emitted = Emitted(text: "\(result.name)(\(emitted.text))", type: result)
        }
        line("return \(coerce(emitted, to: currentResult))" + trailingComment(on: lineNumber))
    }

    // MARK: guard let

    /// `if not a or not b then return end` (the exit a Lua guard is): the names it checks.
    private func guardedNames(_ statement: LuaStatement) -> [String]? {
        guard case .if(let branches, let otherwise) = statement.kind, branches.count == 1, otherwise == nil,
              branches[0].body.count == 1, case .return = branches[0].body[0].kind else { return nil }
        var names: [String] = []
        func collect(_ e: LuaExpression) -> Bool {
            switch e.kind {
            case .binary("or", let l, let r): return collect(l) && collect(r)
            case .unary("not", let inner):
                guard case .name(let name) = inner.kind else { return false }
                names.append(name)
                return true
            // `if x == nil then return end`, the same exit for a value that may be nil.
            case .binary("==", let left, let right):
                guard case .name(let name) = left.kind, case .nil = right.kind else { return false }
                names.append(name)
                return true
            default: return false
            }
        }
        return collect(branches[0].condition) ? names : nil
    }

    private func writeGuard(names: [String], values: [LuaExpression], exit: LuaStatement, line lineNumber: Int) {
        var clauses: [String] = []
        var plain: [(String, String, SwiftTypeName?)] = []
        for (name, value) in zip(names, values) {
            let emitted = expression(value, expected: nil)
            if emitted.type?.isOptional == true {
                clauses.append("let \(Self.swiftIdentifier(name)) = \(emitted.text)")
                declare(name, emitted.type?.nonOptional)
            } else {
                plain.append((name, emitted.text, emitted.type))
            }
        }
        for (name, text, type) in plain {
            line("let \(Self.swiftIdentifier(name)) = \(text)")
            declare(name, type)
        }
        guard case .if(let branches, _) = exit.kind, case .return(let returned) = branches[0].body[0].kind else { return }
        let exitText = returned.isEmpty ? "return" : "return \(expression(returned[0], expected: currentResult).text)"
        if clauses.isEmpty {
            line("if \(condition(branches[0].condition)) { \(exitText) }")
        } else {
            line("guard \(clauses.joined(separator: ", ")) else { \(exitText) }" + trailingComment(on: exit.endLine))
        }
        skipComments(through: exit.endLine)
        _ = lineNumber
    }

    // MARK: if

    /// `if c then x() end` on one line: its condition and body, written aside, for one line in
    /// Swift too when the body is one line (nil for `if view then`, which is `if let`).
    private func renderedIf(_ branch: (condition: LuaExpression, body: [LuaStatement])) -> (String, [String])? {
        if case .name(let name) = branch.condition.kind, variable(name)?.type?.isOptional == true { return nil }
        if optionalProperty(branch.condition) != nil || kindCasts(branch.condition) != nil { return nil }
        let saved = output
        output = []
        let head = condition(branch.condition)
        holdsTrailingComments = true
        indented { block(branch.body) }
        holdsTrailingComments = false
        let body = output
        output = saved
        return (head, body)
    }

    private func ifStatement(_ branches: [(condition: LuaExpression, body: [LuaStatement])], _ otherwise: [LuaStatement]?) {
        for (index, branch) in branches.enumerated() {
            let keyword = index == 0 ? "if" : "} else if"
            // `if view then`, a local that may be nil: `if let view`, unwrapped inside.
            if case .name(let name) = branch.condition.kind, let found = variable(name), found.type?.isOptional == true, found.type?.name != "Bool" {
                line("\(keyword) let \(found.swift) {")
                push()
                declare(name, found.type?.nonOptional)
                indented { block(branch.body) }
                pop()
                continue
            }
            // `if self.dimmingView then`: `if let dimmingView`, the property unwrapped inside.
            if let property = optionalProperty(branch.condition), let read = ownProperty(property) {
                line(read.text == property ? "\(keyword) let \(Self.swiftIdentifier(property)) {" : "\(keyword) let \(Self.swiftIdentifier(property)) = \(read.text) {")
                push()
                declare(property, read.type?.nonOptional)
                narrowedProperties.append(property)
                indented { block(branch.body) }
                narrowedProperties.removeLast()
                pop()
                continue
            }
            if let casts = kindCasts(branch.condition) {
                line("\(keyword) \(castClauses(casts)) {")
                push()
                for cast in casts { declare(cast.name, SwiftTypeName(cast.type)) }
                indented { block(branch.body) }
                pop()
                continue
            }
            line("\(keyword) \(condition(branch.condition)) {")
            indented {
                block(branch.body)
                // An empty branch keeps its comments (the next branch starts on a later line).
                if branch.body.isEmpty, let next = branches[safe: index + 1]?.condition.line ?? otherwise?.first?.line { flushComments(before: next) }
            }
        }
        if let otherwise {
            line("} else {")
            indented { block(otherwise) }
        }
        line("}")
    }

    /// The property a condition reads when it is `self.x` (or a factory's shared local `x`) and may
    /// be nil (not a Bool).
    func optionalProperty(_ condition: LuaExpression) -> String? {
        let key: String
        switch condition.kind {
        case .field(let object, let field):
            guard case .name(let name) = object.kind, selfNames.contains(name), variable(name) == nil || name == "self" else { return nil }
            key = field
        case .name(let name):
            guard variable(name) == nil, module.instanceLocals.contains(where: { $0.name == name }) else { return nil }
            key = name
        default:
            return nil
        }
        guard variable(key) == nil, let type = ownProperty(key)?.type, type.isOptional, type.name != "Bool" else { return nil }
        return key
    }

    // MARK: Local functions

    /// `local function visit(view) … end` in a method: a nested Swift function, its parameters
    /// typed by annotations or by what its calls pass (the first pass learns them), its result by
    /// what it returns.
    private func nestedFunction(_ name: String, _ body: LuaFunctionBody, line lineNumber: Int) {
        let key = "local " + name
        let annotated = annotations(before: lineNumber)
        var parameters: [SwiftInterface.Parameter] = []
        for (index, parameter) in body.parameters.enumerated() {
            guard let type = annotated.parameters[parameter].flatMap({ typeNames.swiftType(annotation: $0) }) ?? learnedParameterTypes[key]?[index] else {
                report(lineNumber, "the type of `\(name)`'s parameter `\(parameter)`", "annotate it (`---@param \(parameter) Type`)")
                // Known, untyped, so that the calls after it say what it takes (the next pass).
                localFunctions[name] = MethodSignature(kind: .method, swiftName: name, parameters: [], result: nil)
                return
            }
            parameters.append(SwiftInterface.Parameter(label: "_", name: parameter, type: type, hasDefault: false))
        }
        let declared = annotated.result.flatMap { typeNames.swiftType(annotation: $0) }
        // Known before its body, for a function that calls itself.
        localFunctions[name] = MethodSignature(kind: .method, swiftName: name, parameters: parameters, result: declared ?? learnedResults[key])
        let saved = (currentResult, inferredResult, reassigned, mutated, output)
        currentResult = declared ?? learnedResults[key]
        inferredResult = nil
        reassigned = Self.assignedLocals(body.body)
        mutated = Self.mutatedLocals(body.body)
        push()
        for parameter in parameters { declare(parameter.name, parameter.type) }
        output = []
        indented {
            skipComments(through: lineNumber)
            block(body.body)
            flushComments(before: body.endLine)
        }
        pop()
        let lines = output
        let result = currentResult ?? inferredResult.map { Self.returnsNil(body.body) ? $0.optional : $0 }
        if let result { learnedResults[key] = result }
        (currentResult, inferredResult, reassigned, mutated, output) = saved
        localFunctions[name]?.result = result
        let list = parameters.map { "_ \(Self.swiftIdentifier($0.name)): \($0.type)" }.joined(separator: ", ")
        line("func \(Self.swiftIdentifier(name))(\(list))\(result.map { " -> \($0)" } ?? "") {")
        output += lines
        line("}")
    }

    // MARK: Loops

    private func numericFor(_ variable: String, _ start: LuaExpression, _ limit: LuaExpression, _ step: LuaExpression?, _ body: [LuaStatement]) {
        var from = expression(start, expected: .int), to = expression(limit, expected: .int)
        // Bounds that are CGFloats (a count kept as a Lua number): a CGFloat stride, as Lua counts.
        let isFloat = [from.type, to.type].contains { $0 != nil && $0 != .int && $0?.isNumber == true }
        if isFloat {
            from = expression(start, expected: .cgFloat)
            to = expression(limit, expected: .cgFloat)
        }
        push()
        declare(variable, isFloat ? .cgFloat : .int)
        if let step {
            let by = expression(step, expected: isFloat ? .cgFloat : .int)
            line("for \(Self.swiftIdentifier(variable)) in stride(from: \(from.text), through: \(to.text), by: \(by.text)) {")
        } else if isFloat {
            line("for \(Self.swiftIdentifier(variable)) in stride(from: \(from.text), through: \(to.text), by: 1) {")
        } else if case .number(let a) = start.kind, case .number(let b) = limit.kind, let first = Int(a), let last = Int(b), first <= last {
            line("for \(Self.swiftIdentifier(variable)) in \(from.text)...\(to.text) {")
        } else {
            // Lua runs `for i = 1, n` no time when n < 1; Swift's `1...n` traps there.
            line("for \(Self.swiftIdentifier(variable)) in stride(from: \(from.text), through: \(to.text), by: 1) {")
        }
        indented { loopBody(body) }
        line("}")
        pop()
    }

    private func genericFor(_ names: [String], _ values: [LuaExpression], _ body: [LuaStatement], line lineNumber: Int) {
        guard values.count == 1, case .call(let callee, let arguments) = values[0].kind, case .name(let iterator) = callee.kind,
              ["ipairs", "pairs"].contains(iterator), arguments.count == 1, names.count <= 2 else {
            report(lineNumber, "this `for … in`", "only `for i, v in ipairs(list)` and `for k, v in pairs(table)` map to Swift's for-in")
            return
        }
        let sequence = expression(arguments[0], expected: nil)
        let element = sequence.type?.element
        push()
        if iterator == "ipairs" {
            // Lua counts from 1: the index is the offset Swift enumerates from 0, plus one.
            let index = names[0], value = names.count == 2 ? names[1] : "_"
            if index != "_" { declare(index, .int) }
            if value != "_" { declare(value, element) }
            if index == "_" {
                line("for \(Self.swiftIdentifier(value)) in \(sequence.text) {")
            } else {
                line("for (offset, \(Self.swiftIdentifier(value))) in \(sequence.text).enumerated() {")
                indented { line("let \(Self.swiftIdentifier(index)) = offset + 1") }
            }
        } else {
            for name in names { declare(name, nil) }
            line("for (\(names.map(Self.swiftIdentifier).joined(separator: ", "))) in \(sequence.text) {")
        }
        indented { loopBody(body) }
        line("}")
        pop()
    }
}
