import SwiftSyntax

/// Statements: each starts on its Swift line; blocks end on the line of their `}`.
extension Translator {
    /// The line of a node's last token (a statement's closing `}`).
    func lastLine(of node: some SyntaxProtocol) -> Int {
        node.lastToken(viewMode: .sourceAccurate).map { line($0) } ?? line(node)
    }

    /// The line of the `}` after a block's statements.
    func endLine(of items: some SyntaxProtocol) -> Int {
        guard let next = items.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else { return line(items) }
        return line(next)
    }

    /// `function name(params) … end`, with a role's stored properties made on first use, default
    /// arguments filled in and `defer` blocks run on the way out.
    func writeFunction(named name: String, parameters: [String], body: CodeBlockItemListSyntax, line: Int, isStatic: Bool,
                       prologue: [String] = [], implicitReturn: Bool, defaults: [(String, ExprSyntax)] = [], returns: String? = nil,
                       epilogue: [String] = [], uikitExtensionInit index: Int? = nil, inoutParameters inouts: [String] = []) {
        let savedReturn = returnType, savedInit = uikitExtensionInit, savedInOuts = inoutParameters
        returnType = returns
        inoutParameters = inouts
        defer { inoutParameters = savedInOuts }
        // Only the extension init's own body makes and returns `self`; a function inside it does not.
        uikitExtensionInit = index
        defer { returnType = savedReturn; uikitExtensionInit = savedInit }
        // `function T:m(a)` for a method (the porting guide's style), `function T.m(a)` otherwise.
        if parameters.first == "self", let dot = name.lastIndex(of: ".") {
            var colon = name
            colon.replaceSubrange(dot...dot, with: ":")
            out.statement(.at(line, "function \(colon)(\(parameters.dropFirst().joined(separator: ", ")))"))
        } else {
            out.statement(.at(line, "function \(name)(\(parameters.joined(separator: ", ")))"))
        }
        let savedSelf = selfName, savedDefers = deferList, savedLoops = loops
        selfName = isStatic ? nil : "self"
        loops = []
        deferList = nil
        defer { selfName = savedSelf; deferList = savedDefers; loops = savedLoops }
        pushScope()
        defer { popScope() }
        for parameter in parameters { declare(parameter, type: local(parameter)?.type) }
        for statement in prologue { out.statement(.at(line, statement)) }
        // A view's stored properties are made with the view (`S.view`); a controller's on first use.
        if type.role.receivesUIKitSelf && !type.role.isUIKitInstance && !isStatic && !name.hasSuffix(".__init") {
            out.statement(.at(line, "S.fields(self, \(ownerName))"))
        }
        for (parameter, value) in defaults {
            out.statement(.at(line, "if \(parameter) == nil then \(parameter) = ") + expression(value, expected: local(parameter)?.type) + " end")
        }
        if body.contains(where: { $0.item.is(DeferStmtSyntax.self) }) {
            let list = temporary("defers")
            deferList = list
            out.statement(.at(line, "local \(list) = {}"))
        }
        statements(body, implicitReturn: implicitReturn)
        let end = endLine(of: body)
        if let list = deferList { out.statement(.at(end, "S.runDefers(\(list))")) }
        for statement in epilogue { out.statement(.at(end, statement)) }
        // Falling off the end of a method with inout parameters hands their values back too.
        if !inouts.isEmpty { out.statement(.at(end, "return nil" + inoutReturnSuffix)) }
        out.statement(.at(end, "end"))
    }

    func statements(_ items: CodeBlockItemListSyntax, implicitReturn: Bool = false) {
        let single = items.count == 1
        var namedNext = false
        for (item, next) in zip(items, items.dropFirst().map(Optional.some) + [nil]) {
            if namedNext { namedNext = false; continue }
            switch item.item {
            case .decl(let decl):
                // `let nav = UINavigationController(…)` named by the next statement: one Lua constructor.
                if let next, let name = controllerName(declaredBy: decl, namedBy: next) {
                    pendingControllerName = name
                    declaration(decl)
                    pendingControllerName = nil
                    namedNext = true
                    continue
                }
                declaration(decl)
            case .stmt(let stmt): statement(stmt)
            case .expr(let expr):
                if single && implicitReturn, !isAssignment(expr) {
                    if let ifExpr = expr.as(IfExprSyntax.self) { ifStatement(ifExpr, returnsValue: true); continue }
                    if let switchExpr = expr.as(SwitchExprSyntax.self) { switchStatement(switchExpr, returnsValue: true); continue }
                    out.statement(returnStatement(expr, line: line(expr)))
                } else {
                    expressionStatement(expr)
                }
            }
        }
    }

    func isAssignment(_ expr: ExprSyntax) -> Bool {
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { return true }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
               !["==", "!=", "<=", ">=", "===", "!=="].contains(op.operator.text) { return true }
        }
        return false
    }

    /// A return of `expr`, running `defer` blocks after the value is computed.
    func returnStatement(_ expr: ExprSyntax?, line: Int) -> LuaCode {
        guard let expr else {
            // A bare `return` in an init an extension adds to a UIKit class: the object made.
            if uikitExtensionInit != nil { return .at(line, "do return self end") }
            if !inoutParameters.isEmpty { return .at(line, deferList.map { "S.runDefers(\($0)) " } ?? "") + "do return nil\(inoutReturnSuffix) end" }
            return deferList.map { .at(line, "S.runDefers(\($0)) return") } ?? .at(line, "do return end")
        }
        var value = expression(expr, expected: returnType)
        if needsCopy(expr) { value = "S.copy(" + value + ")" }
        // An animator answered to UIKit may be a presentation controller made by its init
        // (`return MyPresentationController(presentedViewController: p, presenting: s)`): UIKit's
        // object with the init's arguments and its init run (`S.asAnimator`, T1.2).
        if returnType?.contains("UIViewControllerAnimatedTransitioning") == true { value = .at(line, "S.asAnimator(") + value + ")" }
        if let list = deferList {
            let temp = temporary("result")
            return .at(line, "do local \(temp) = ") + value + " S.runDefers(\(list)) return \(temp)\(inoutReturnSuffix) end"
        }
        return .at(line, "do return ") + value + inoutReturnSuffix + " end"
    }

    func declaration(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) { localVariable(variable); return }
        if let config = decl.as(IfConfigDeclSyntax.self) {
            // `#if swift(>=4.2)`: the clause an iPhone build of today compiles.
            let (clause, undecided) = ConditionalCompilation.activeClause(config)
            if let undecided { out.statement(refuse(undecided, "#if \(undecided.condition?.trimmedDescription ?? "")", "a condition the importer cannot decide for an iOS build", kind: "conditional-compilation")); return }
            if case .statements(let items)? = clause?.elements { statements(items) }
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let name = Self.luaName(function.name.text)
            declare(name)
            out.statement(.at(line(function), "local \(name)"))
            let parameters = function.signature.parameterClause.parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
            guard let body = function.body else { return }
            pushScope()
            for parameter in parameters { declare(parameter) }
            let savedSelf = selfName
            writeFunction(named: name, parameters: parameters, body: body.statements, line: line(function.name), isStatic: selfName == nil,
                          implicitReturn: body.statements.count == 1 && function.signature.returnClause != nil,
                          returns: function.signature.returnClause?.type.trimmedDescription)
            selfName = savedSelf
            popScope()
            return
        }
        out.statement(refuse(decl, "local declaration `\(decl.trimmedDescription.prefix(40))`", "declare types at the top level of the file", kind: "declaration"))
    }

    /// `let a = x`, `var (a, b) = (1, 2)`, `let a: T` (assigned later).
    func localVariable(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            let line = self.line(binding)
            let declaredType = binding.typeAnnotation?.type.trimmedDescription
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                let name = Self.luaName(identifier.identifier.text)
                if let value = binding.initializer?.value {
                    inUntypedInitializer = declaredType == nil
                    var code = expression(value, expected: declaredType)
                    inUntypedInitializer = false
                    if needsCopy(value) { code = "S.copy(" + code + ")" }
                    // A variable made from an integer literal is an Int (Swift's default literal type).
                    let inferred = inferredType(value)
                    declare(name, type: declaredType ?? (inferred == "IntLiteral" ? "Int" : inferred))
                    out.statement(.at(line, "local \(name) = ") + code)
                } else {
                    declare(name, type: declaredType)
                    out.statement(.at(line, "local \(name)"))
                }
                if binding.accessorBlock != nil {
                    out.statement(refuse(binding, "local computed variable \(name)", "use a local function", kind: "declaration"))
                }
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                let names = tuple.elements.map { element -> String in
                    if let id = element.pattern.as(IdentifierPatternSyntax.self) { return Self.luaName(id.identifier.text) }
                    return "_"
                }
                guard let value = binding.initializer?.value else {
                    out.statement(.at(line, "local \(names.joined(separator: ", "))"))
                    names.forEach { declare($0) }
                    continue
                }
                let values: LuaCode
                inUntypedInitializer = declaredType == nil
                defer { inUntypedInitializer = false }
                if let literal = value.as(TupleExprSyntax.self), literal.elements.count == names.count {
                    values = literal.elements.map { expression($0.expression, expected: nil) }.joined(", ")
                } else {
                    values = "table.unpack(" + expression(value, expected: nil) + ", 1, \(names.count))"
                }
                names.forEach { declare($0) }
                out.statement(.at(line, "local \(names.joined(separator: ", ")) = ") + values)
            } else if binding.pattern.is(WildcardPatternSyntax.self), let value = binding.initializer?.value {
                out.statement(.at(line, "local _ = ") + expression(value, expected: nil))
            } else {
                out.statement(refuse(binding.pattern, "pattern \(binding.pattern.trimmedDescription)", "bind names one by one", kind: "pattern"))
            }
        }
    }

    /// Whether assigning `value` must copy it to keep Swift's value semantics: a read of a
    /// variable or property that may hold a struct or a geometry value. A call or a literal is
    /// already a fresh value, and so is a bound UIKit getter's result (`view.frame`); a value
    /// known to be a number, a string, a Boolean or a class instance is never copied.
    func needsCopy(_ value: ExprSyntax) -> Bool {
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return selfIsStructValue }  // `var copy = self` in a struct
            if name.first?.isUppercase ?? false { return false }
            return mayBeValueType(inferredType(value))
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
            let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if isSelf { return mayBeValueType(type.propertyType(member.declName.baseName.text)) }
            // A field of a translated type's instance (its type is known) may be a struct.
            if let baseType = inferredType(base), catalog[baseType] != nil { return mayBeValueType(nil) }
        }
        return false
    }

    /// Whether `self` is a struct: in a struct, or in an extension of a protocol that only structs
    /// of the import adopt (SideMenu's `InitializableStruct`, whose `with` returns `self`).
    var selfIsStructValue: Bool {
        if !type.isProtocol { return type.kind == .struct }
        let adopters = catalog.allTypes.filter { !$0.isProtocol && $0.inherited.contains(type.name) }
        return !adopters.isEmpty && adopters.allSatisfy { $0.kind == .struct }
    }

    /// Unknown, a struct of the import, or a geometry value.
    func mayBeValueType(_ swiftType: String?) -> Bool {
        guard let swiftType = swiftType?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return true }
        if let info = catalog[swiftType] { return info.kind == .struct }
        return Self.geometryOfContext[swiftType] != nil && swiftType.first?.isUppercase == true
    }

    func statement(_ stmt: StmtSyntax) {
        let line = self.line(stmt)
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) { out.statement(returnStatement(returnStmt.expression, line: line)); return }
        if let expressionStmt = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpr = expressionStmt.expression.as(IfExprSyntax.self) { ifStatement(ifExpr, returnsValue: false); return }
            if let switchExpr = expressionStmt.expression.as(SwitchExprSyntax.self) { switchStatement(switchExpr, returnsValue: false); return }
            expressionStatement(expressionStmt.expression)
            return
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) { guardStatement(guardStmt); return }
        if let forStmt = stmt.as(ForStmtSyntax.self) { forStatement(forStmt); return }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) { whileStatement(whileStmt); return }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            let label = loopLabel()
            out.statement(.at(line, "repeat do"))
            loops.append(label)
            breakTargets.append(nil)
            pushScope()
            statements(repeatStmt.body.statements)
            popScope()
            breakTargets.removeLast()
            loops.removeLast()
            out.statement(.at(self.line(repeatStmt.whileKeyword), "end"))
            out.statement(.at(self.line(repeatStmt.whileKeyword), "::\(label)::"))
            out.statement(.at(self.line(repeatStmt.whileKeyword), "until not (") + expression(repeatStmt.condition, expected: "Bool") + ")")
            return
        }
        if stmt.is(BreakStmtSyntax.self) {
            guard let target = breakTargets.last else { out.statement(refuse(stmt, "break", "outside a loop or a switch", kind: "statement")); return }
            if let label = target { out.statement(.at(line, "goto \(label)")) } else { out.statement(.at(line, "break")) }
            return
        }
        if stmt.is(ContinueStmtSyntax.self) {
            guard let label = loops.last else { out.statement(refuse(stmt, "continue", "outside a loop", kind: "statement")); return }
            out.statement(.at(line, "goto \(label)"))
            return
        }
        if let deferStmt = stmt.as(DeferStmtSyntax.self) {
            guard let list = deferList else { out.statement(refuse(stmt, "defer", "only at the top level of a function", kind: "defer")); return }
            out.statement(.at(line, "\(list)[#\(list) + 1] = function()"))
            pushScope()
            statements(deferStmt.body.statements)
            popScope()
            out.statement(.at(endLine(of: deferStmt.body.statements), "end"))
            return
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            if doStmt.catchClauses.isEmpty {
                out.statement(.at(line, "do"))
                pushScope()
                statements(doStmt.body.statements)
                popScope()
                out.statement(.at(endLine(of: doStmt.body.statements), "end"))
            } else {
                out.statement(refuse(doStmt.doKeyword, "do/catch", "Swift errors do not translate: the APIs the Lua binds do not throw", kind: "throws"))
            }
            return
        }
        if stmt.is(ThrowStmtSyntax.self) { out.statement(refuse(stmt, "throw", "Swift errors do not translate", kind: "throws")); return }
        if stmt.is(FallThroughStmtSyntax.self) {
            guard let flag = fallthroughFlag, let target = fallthroughTarget else {
                out.statement(refuse(stmt, "fallthrough", "only in a switch's case", kind: "statement")); return
            }
            out.statement(.at(line, "\(flag) = true goto \(target)"))
            return
        }
        if let labeled = stmt.as(LabeledStmtSyntax.self) { out.statement(refuse(labeled.label, "labeled statement \(labeled.label.text)", "use a flag: Lua's break leaves only the innermost loop", kind: "statement")); return }
        out.statement(refuse(stmt, "statement `\(stmt.trimmedDescription.prefix(40))`", "not a statement the importer knows", kind: "statement"))
    }

    func loopLabel() -> String { temporary("continue") }

    /// An expression used for its effect: an assignment, a call, or a value Lua must still evaluate.
    func expressionStatement(_ expr: ExprSyntax) {
        let line = self.line(expr)
        // `a?.b = c` is an optional chain first: nothing happens when `a` is nil.
        if let optional = optionalChainStatement(expr) { out.statement(optional); return }
        if let infix = expr.as(InfixOperatorExprSyntax.self), isAssignment(expr) {
            out.statement(assignment(infix))
            return
        }
        // `self.init(…)` in an init an extension adds to a UIKit class: `self = …`, a statement.
        if uikitExtensionInit != nil, Self.isSelfInitCall(expr) { out.statement(expression(expr, expected: nil)); return }
        let code = expression(expr, expected: nil)
        // A call that does nothing here (`super.init()`) is `nil`: no statement.
        if code.text.trimmingCharacters(in: .whitespaces) == "nil" || code.isEmpty { return }
        let text = code.text.trimmingCharacters(in: .whitespaces)
        let isCall = text.hasSuffix(")") && !(text.first.map { $0.isNumber || $0 == "\"" || $0 == "{" || $0 == "-" } ?? true)
            && !Self.isOneParenthesizedGroup(text)  // `(function(...) … end)`: a value, not a call
        if isCall && (expr.is(FunctionCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self) || expr.is(MacroExpansionExprSyntax.self)) {
            out.statement(code)
        } else if expr.is(DiscardAssignmentExprSyntax.self) {
            return
        } else {
            out.statement(.at(line, "local _ = ") + code)
        }
    }

    /// Whether `text` is `( … )` as a whole: the parenthesis it opens with closes at its end
    /// (Lua strings skipped), so it is a value, which Lua does not take as a statement.
    static func isOneParenthesizedGroup(_ text: String) -> Bool {
        guard text.first == "(", text.last == ")" else { return false }
        var depth = 0, quote: Character?, escaped = false
        for (index, character) in text.enumerated() {
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index == text.count - 1 }
            default: break
            }
        }
        return false
    }

    /// The value an assignment stores: the right side of `=`, or `left op right` of a compound
    /// `op=` (each operand translated once); nil for an operator that is neither.
    func assignedValue(_ infix: InfixOperatorExprSyntax, expected: String?) -> LuaCode? {
        if infix.operator.is(AssignmentExprSyntax.self) { return expression(infix.rightOperand, expected: expected) }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        return binaryOperation(String(op.dropLast()), left: infix.leftOperand, right: infix.rightOperand, node: infix)
    }

    /// `a = b`, `a.b += 1`, `_ = x`; a struct's field write keeps Swift's value semantics
    /// because every aliasing assignment copied it.
    func assignment(_ infix: InfixOperatorExprSyntax) -> LuaCode {
        let line = self.line(infix)
        if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
            return .at(line, "local _ = ") + expression(infix.rightOperand, expected: nil)
        }
        // A presentation controller made its own adaptive delegate: the bridge asks the controller's
        // adaptive callbacks of it already (OwnAdaptiveCallbacks).
        if type.role == .presentation, Self.isDelegateSetToSelf(ExprSyntax(infix)) {
            return .at(line, "-- delegate = self: the controller answers its own adaptive questions")
        }
        if let tuple = infix.leftOperand.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let targets = tuple.elements.map { assignable($0.expression) }
            if let refusal = targets.lazy.compactMap(Self.refusalCall).first { return .at(line, refusal) }
            let values: LuaCode
            if let literal = infix.rightOperand.as(TupleExprSyntax.self), literal.elements.count == targets.count {
                values = literal.elements.map { expression($0.expression, expected: nil) }.joined(", ")
            } else {
                values = "table.unpack(" + expression(infix.rightOperand, expected: nil) + ")"
            }
            return .at(line, "") + targets.joined(", ") + " = " + values
        }
        // `nav.swipeToDismiss = x` where an imported extension gives a UIKit type that computed
        // property: its setter, through the extension's module; `view.badgeCount += 1` (on a name,
        // read twice without a side effect) its getter, then its setter, as Swift's inout access.
        if let member = infix.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base,
           infix.operator.is(AssignmentExprSyntax.self) || base.is(DeclReferenceExprSyntax.self),
           !isBoundProperty(member.declName.baseName.text),
           let owner = extensionOwner(ofComputed: member.declName.baseName.text, on: base) {
            let name = Self.luaName(member.declName.baseName.text)
            guard let value = assignedValue(infix, expected: nil) else { return refuse(infix, "assignment", "unknown operator", kind: "operator") }
            return typeReference(owner, line: line) + ".set_\(name)(" + expression(base, expected: nil) + ", " + value + ")"
        }
        // `swipeToDismiss = x` in a screen whose UIKit class an imported extension gives that
        // computed property: its setter, through the extension's module; in that extension itself
        // (`cardTransitionManager = nil` in `extension UIViewController`, SW11.2), its own setter.
        if let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self), local(Self.luaName(reference.baseName.text)) == nil, let selfName,
           let owner = ownComputedOfUIKitExtension(reference.baseName.text)
            ?? (type.hasMember(reference.baseName.text) ? nil : selfExtensionOwner(of: reference.baseName.text)) {
            guard let value = assignedValue(infix, expected: nil) else { return refuse(infix, "assignment", "unknown operator", kind: "operator") }
            return typeReference(owner, line: line) + ".set_\(Self.luaName(reference.baseName.text))(\(selfName), " + value + ")"
        }
        if let write = observedMemberWrite(infix) { return write }
        if let write = propertyMutationAssignment(infix) { return write }
        if let write = computedFieldAssignment(infix) { return write }
        let target = assignable(infix.leftOperand)
        // A target the importer refused (an unknown property) is not assignable: the refusal's
        // error stands as the statement.
        if let refusal = Self.refusalCall(in: target) { return .at(line, refusal) }
        guard Self.isAssignable(target) else {
            return refuse(infix.leftOperand, "assignment to `\(infix.leftOperand.trimmedDescription.prefix(40))`", "not a variable or a property", kind: "expression")
        }
        if infix.operator.is(AssignmentExprSyntax.self), let observation = observationAssignment(target, infix) { return observation }
        if infix.operator.is(AssignmentExprSyntax.self) {
            var value = expression(infix.rightOperand, expected: expectedType(of: infix.leftOperand))
            if needsCopy(infix.rightOperand) { value = "S.copy(" + value + ")" }
            // A translated delegate object set on UIKit: the Lua API's delegate made from it (`S.delegate`).
            // Not a gesture recognizer's or a scroll view's: the API takes the object itself there
            // (`press.delegate = self` in a transition object that is also a UIGestureRecognizerDelegate).
            if let member = infix.leftOperand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delegate" || member.declName.baseName.text == "transitioningDelegate",
               !Self.takesDelegateTables(member.base.flatMap(inferredType)), !storesOwnProperty(member) {
                value = "S.delegate(" + value + ")"
            }
            // A screen's own `delegate = fade` (a navigation controller subclass's) or `transitioningDelegate = fade`.
            if type.role == .screen, let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name == "delegate" || name == "transitioningDelegate", target.text == "self.\(name)" {
                value = "S.delegate(" + value + ")"
            }
            return .at(line, "") + target + " = " + value
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return refuse(infix, "assignment", "unknown operator", kind: "operator") }
        let binary = String(op.dropLast())
        let combined = binaryOperation(binary, left: infix.leftOperand, right: infix.rightOperand, node: infix)
        return .at(line, "") + target + " = " + combined
    }

    /// `settings.width += 60` where `settings` is an observed stored property of the type (SW4.3):
    /// Swift reads the value, changes its copy and writes the whole value back, so the property's
    /// observers run — in Lua the copy is changed and stored through the property's setter.
    func observedMemberWrite(_ infix: InfixOperatorExprSyntax) -> LuaCode? {
        guard let member = infix.leftOperand.as(MemberAccessExprSyntax.self), let holder = member.base else { return nil }
        let name: String
        if let reference = holder.as(DeclReferenceExprSyntax.self), local(Self.luaName(reference.baseName.text)) == nil {
            name = reference.baseName.text
        } else if let access = holder.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        // A value type only: through a class reference Swift changes the object, not the property.
        guard selfName != nil, type.isObserved(name), let declared = type.propertyType(name)?.replacingOccurrences(of: "?", with: ""),
              catalog[declared]?.kind == .struct || Self.geometryOfContext[declared] != nil else { return nil }
        let line = self.line(infix)
        guard let value = assignedValue(infix, expected: expectedType(of: infix.leftOperand)) else { return nil }
        let stored = assignable(holder), copy = temporary("copy")
        return .at(line, "do local \(copy) = S.copy(") + stored + ") \(copy).\(Self.luaName(member.declName.baseName.text)) = " + value + " " + stored + " = \(copy) end"
    }

    /// The `error("not translated: …")` call a refused expression's code holds, if any.
    static func refusalCall(in code: LuaCode) -> String? {
        let text = code.text
        guard let start = text.range(of: "error(\"not translated: ") else { return nil }
        guard let end = text.range(of: "\")", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.lowerBound..<end.upperBound])
    }

    /// Whether Lua can assign to `code`: a name, or something ending in a field or an index that
    /// does not start with a literal.
    static func isAssignable(_ code: LuaCode) -> Bool {
        let text = code.text.trimmingCharacters(in: .whitespaces)
        guard let first = text.first, first.isLetter || first == "_" || first == "(" else { return false }
        if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
        if text.hasSuffix("]") { return true }
        guard let dot = text.lastIndex(of: ".") else { return false }
        let field = text[text.index(after: dot)...]
        return !field.isEmpty && field.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(field.first?.isNumber ?? true)
    }

    /// The Lua of an assignment target.
    func assignable(_ expr: ExprSyntax) -> LuaCode {
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return assignable(forced.expression) }
        return expression(expr, expected: nil, asTarget: true)
    }

    /// `a?.b()` / `a?.b?.c = d` as a statement: each `x?` tested once, left to right
    /// (`do local t = a if t ~= nil then … end end`), nothing happening past a nil.
    func optionalChainStatement(_ expr: ExprSyntax) -> LuaCode? {
        guard let chain = firstOptionalChain(in: expr) else { return nil }
        let line = self.line(expr)
        let base = expression(chain.expression, expected: nil)
        let temp = temporary("opt")
        optionalSubstitutions[chain.id] = temp
        defer { optionalSubstitutions[chain.id] = nil }
        let body: LuaCode
        if let inner = optionalChainStatement(expr) {
            body = inner
        } else if let infix = expr.as(InfixOperatorExprSyntax.self), isAssignment(expr) {
            body = assignment(infix)
        } else {
            let value = expression(expr, expected: nil)
            body = expr.is(FunctionCallExprSyntax.self) ? value : "local _ = " + value
        }
        return .at(line, "do local \(temp) = ") + base + " if \(temp) ~= nil then " + body + " end end"
    }

    /// The leftmost `x?` of a postfix chain (`x?.a.b()`), which a statement tests once.
    func firstOptionalChain(in expr: ExprSyntax) -> OptionalChainingExprSyntax? {
        var current: ExprSyntax? = expr
        var found: OptionalChainingExprSyntax?
        while let node = current {
            if let infix = node.as(InfixOperatorExprSyntax.self), isAssignment(node) { current = infix.leftOperand; continue }
            if let optional = node.as(OptionalChainingExprSyntax.self) {
                if optionalSubstitutions[optional.id] == nil { found = optional }
                current = optional.expression
                continue
            }
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            if let forced = node.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            break
        }
        return found
    }

    /// Whether a `delegate` of `type` is the Lua API's table itself (gesture recognizers, scroll
    /// views), not a transitioning, navigation or tab bar delegate object made from it.
    /// `self.delegate = d` in a class of the import whose own stored property `delegate` is
    /// (SideMenu's `weak var delegate: SideMenuAnimationControllerDelegate?`): the value as it is,
    /// not a UIKit delegate object (UIKit never reads the app's own property).
    func storesOwnProperty(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return false }
        let name = member.declName.baseName.text
        let holder: TypeCatalog.TypeInfo?
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            holder = type
        } else {
            holder = inferredType(base).flatMap { catalog[$0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")] }
        }
        guard let holder, !holder.isExternal else { return false }
        return sequence(first: holder, next: \.superclass).contains { $0.storedProperties.contains(name) }
    }

    static func takesDelegateTables(_ type: String?) -> Bool {
        guard let type = type?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return false }
        return type.hasSuffix("GestureRecognizer") || type.hasSuffix("ScrollView") || type == "UITableView" || type == "UICollectionView"
    }
}
