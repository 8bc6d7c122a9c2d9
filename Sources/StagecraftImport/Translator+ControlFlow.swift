import SwiftSyntax

/// `if`, `guard`, `switch`, `for` and `while`, with Swift's conditions: optional bindings,
/// `case` patterns and boolean lists, evaluated left to right and only as far as they hold.
extension Translator {
    /// Whether every condition is a plain boolean (then `if a and b then`).
    private func plainConditions(_ list: ConditionElementListSyntax) -> [ExprSyntax]? {
        var exprs: [ExprSyntax] = []
        for element in list {
            guard case .expression(let expr) = element.condition else { return nil }
            exprs.append(expr)
        }
        return exprs
    }

    private func conjunction(_ exprs: [ExprSyntax]) -> LuaCode {
        exprs.map { exprs.count > 1 ? "(" + expression($0, expected: "Bool") + ")" : expression($0, expected: "Bool") }.joined(" and ")
    }

    /// Writes the conditions as nested tests, `onMatch` inside the innermost, and returns how
    /// many `end`s close them. Bindings are declared as they are tested.
    private func nestedConditions(_ list: ConditionElementListSyntax, onMatch: () -> Void) -> Int {
        var depth = 0
        for element in list {
            let line = self.line(element)
            switch element.condition {
            case .expression(let expr):
                out.statement(.at(line, "if ") + expression(expr, expected: "Bool") + " then")
            case .optionalBinding(let binding):
                let name = bindingName(binding.pattern)
                let value = binding.initializer.map { expression($0.value, expected: nil) } ?? LuaCode(name)
                if name == "self" {
                    out.statement(.at(line, "if self ~= nil then"))
                } else {
                    out.statement(.at(line, "local \(name) = ") + value)
                    declare(name, type: binding.initializer.flatMap { inferredType($0.value) })
                    out.statement(.at(line, "if \(name) ~= nil then"))
                }
            case .matchingPattern(let matching):
                let subject = temporary("case")
                out.statement(.at(line, "local \(subject) = ") + expression(matching.initializer.value, expected: nil))
                let (test, bindings) = match(matching.pattern, subject: subject)
                out.statement(.at(line, "if ") + test + " then")
                for (name, value) in bindings { declare(name); out.statement(.at(line, "local \(name) = ") + value) }
            case .availability(let availability):
                out.statement(.at(line, availability.availabilityKeyword.tokenKind == .poundAvailable ? "if true then" : "if false then"))
            }
            depth += 1
        }
        onMatch()
        return depth
    }

    func bindingName(_ pattern: PatternSyntax) -> String {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return Self.luaName(identifier.identifier.text) }
        // `if let _ = x`, `guard let _ = f() else …` (SW11.1): the test is only whether the value is
        // there (the call still runs once); its value goes to a local no Swift name can reach.
        if pattern.is(WildcardPatternSyntax.self) || pattern.trimmedDescription == "_" { return temporary("discarded") }
        refuse(pattern, "binding pattern \(pattern.trimmedDescription)", "bind one name", kind: "pattern")
        return "_"
    }

    func ifStatement(_ ifExpr: IfExprSyntax, returnsValue: Bool) {
        let line = self.line(ifExpr)
        if ifExpr.conditions.count == 1, case .availability(let availability) = ifExpr.conditions.first?.condition {
            // Decided as on the simulated device (`#available` holds, `#unavailable` does not): the
            // branch not taken never runs, so it is not translated (an iOS 10 fallback calling
            // `topLayoutGuide` is no refusal).
            let taken: CodeBlockItemListSyntax?
            if availability.availabilityKeyword.tokenKind == .poundAvailable { taken = ifExpr.body.statements }
            else if case .ifExpr(let next) = ifExpr.elseBody { return ifStatement(next, returnsValue: returnsValue) }
            else if case .codeBlock(let code) = ifExpr.elseBody { taken = code.statements }
            else { taken = nil }
            out.statement(.at(line, "do"))
            if let taken { block(taken, returnsValue: returnsValue) }
            out.statement(.at(lastLine(of: ifExpr), "end"))
            return
        }
        if let plain = plainConditions(ifExpr.conditions) {
            out.statement(.at(line, "if ") + conjunction(plain) + " then")
            block(ifExpr.body.statements, returnsValue: returnsValue)
            var elseBody = ifExpr.elseBody
            while let current = elseBody {
                switch current {
                case .ifExpr(let next):
                    if let nextPlain = plainConditions(next.conditions) {
                        out.statement(.at(self.line(next), "elseif ") + conjunction(nextPlain) + " then")
                        block(next.body.statements, returnsValue: returnsValue)
                        elseBody = next.elseBody
                    } else {
                        out.statement(.at(self.line(next), "else"))
                        ifStatement(next, returnsValue: returnsValue)
                        elseBody = nil
                    }
                case .codeBlock(let code):
                    out.statement(.at(self.line(code), "else"))
                    block(code.statements, returnsValue: returnsValue)
                    elseBody = nil
                }
            }
            out.statement(.at(lastLine(of: ifExpr), "end"))
            return
        }
        // Bindings: nested tests and a flag for the else branch.
        let matched = temporary("matched")
        out.statement(.at(line, "do local \(matched) = false"))
        pushScope()
        let depth = nestedConditions(ifExpr.conditions) {
            out.statement(.at(line, "\(matched) = true"))
            block(ifExpr.body.statements, returnsValue: returnsValue, scoped: false)
        }
        popScope()
        out.statement(.at(self.line(ifExpr.body.rightBrace), String(repeating: "end ", count: depth).trimmingCharacters(in: .whitespaces)))
        if let elseBody = ifExpr.elseBody {
            out.statement(.at(self.line(ifExpr.body.rightBrace), "if not \(matched) then"))
            switch elseBody {
            case .ifExpr(let next): ifStatement(next, returnsValue: returnsValue)
            case .codeBlock(let code): block(code.statements, returnsValue: returnsValue)
            }
            out.statement(.at(lastLine(of: ifExpr), "end"))
        }
        out.statement(.at(lastLine(of: ifExpr), "end"))
    }

    func block(_ items: CodeBlockItemListSyntax, returnsValue: Bool, scoped: Bool = true) {
        if scoped { pushScope() }
        statements(items, implicitReturn: returnsValue)
        if scoped { popScope() }
    }

    /// `guard c else { exit }`: each condition in turn, its bindings visible after the guard.
    func guardStatement(_ guardStmt: GuardStmtSyntax) {
        for element in guardStmt.conditions {
            let line = self.line(element)
            switch element.condition {
            case .expression(let expr):
                out.statement(.at(line, "if not (") + expression(expr, expected: "Bool") + ") then")
            case .optionalBinding(let binding):
                let name = bindingName(binding.pattern)
                if name == "self" {
                    out.statement(.at(line, "if self == nil then"))
                } else {
                    let value = binding.initializer.map { expression($0.value, expected: nil) } ?? LuaCode(name)
                    declare(name, type: binding.initializer.flatMap { inferredType($0.value) })
                    out.statement(.at(line, "local \(name) = ") + value)
                    out.statement(.at(line, "if \(name) == nil then"))
                }
            case .matchingPattern(let matching):
                let subject = temporary("case")
                out.statement(.at(line, "local \(subject) = ") + expression(matching.initializer.value, expected: nil))
                let (test, bindings) = match(matching.pattern, subject: subject)
                out.statement(.at(line, "if not (") + test + ") then")
                pushScope()
                statements(guardStmt.body.statements)
                popScope()
                out.statement(.at(line, "end"))
                for (name, value) in bindings { declare(name); out.statement(.at(line, "local \(name) = ") + value) }
                continue
            case .availability(let availability):
                // `guard #available` holds on the simulated device; `guard #unavailable` exits.
                if availability.availabilityKeyword.tokenKind == .poundAvailable { continue }
                out.statement(.at(line, "if true then"))
            }
            pushScope()
            statements(guardStmt.body.statements)
            popScope()
            out.statement(.at(endLine(of: guardStmt.body.statements), "end"))
        }
    }

    // MARK: - switch

    func switchStatement(_ switchExpr: SwitchExprSyntax, returnsValue: Bool) {
        let line = self.line(switchExpr)
        let subject = temporary("switch")
        let end = temporary("switchEnd")
        out.statement(.at(line, "do local \(subject) = ") + expression(switchExpr.subject, expected: nil))
        breakTargets.append(end)
        defer { breakTargets.removeLast() }
        // `fallthrough` (anywhere in a case, an `if` of it too) jumps to the next case's label with
        // a flag set that its test reads first.
        let saved = (fallthroughFlag, fallthroughTarget)
        defer { (fallthroughFlag, fallthroughTarget) = saved }
        let hasFallthrough = switchExpr.cases.contains { entry in
            guard case .switchCase(let switchCase) = entry else { return false }
            return FallthroughFinder.finds(in: switchCase.statements)
        }
        fallthroughFlag = hasFallthrough ? temporary("fall") : nil
        if let flag = fallthroughFlag { out.statement(.at(line, "local \(flag) = false")) }
        var caseLabel = hasFallthrough ? temporary("case") : nil
        for entry in switchExpr.cases {
            if let label = caseLabel {
                out.statement(.at(self.line(entry), "::\(label)::"))
                caseLabel = temporary("case")
                fallthroughTarget = caseLabel
            }
            guard case .switchCase(let switchCase) = entry else {
                out.statement(refuse(entry, "#if in a switch", "conditional compilation does not translate", kind: "statement"))
                continue
            }
            let caseLine = self.line(switchCase)
            pushScope()
            switch switchCase.label {
            case .default:
                out.statement(.at(caseLine, "do"))
                statements(switchCase.statements, implicitReturn: returnsValue)
                out.statement(.at(endLine(of: switchCase.statements), "end"))
            case .case(let label):
                // Each item is tried in turn; the first that matches (and its `where`) runs the body.
                let bindsInSeveral = label.caseItems.count > 1 && label.caseItems.contains { !match($0.pattern, subject: subject, record: false).1.isEmpty }
                if bindsInSeveral {
                    out.statement(refuse(label, "case with several patterns that bind names", "give each pattern its own case", kind: "pattern"))
                }
                var tests: [LuaCode] = []
                var bindings: [(String, LuaCode)] = []
                for item in label.caseItems {
                    let (test, itemBindings) = match(item.pattern, subject: subject)
                    bindings = itemBindings
                    if let whereClause = item.whereClause, itemBindings.isEmpty {
                        tests.append("(" + test + " and (" + expression(whereClause.condition, expected: "Bool") + "))")
                    } else {
                        tests.append(test)
                    }
                }
                let fall = fallthroughFlag.map { "\($0) or " } ?? ""
                out.statement(.at(caseLine, "if \(fall)") + tests.map { "(" + $0 + ")" }.joined(" or ") + " then")
                if let flag = fallthroughFlag { out.statement(.at(caseLine, "\(flag) = false")) }
                for (name, value) in bindings { declare(name); out.statement(.at(caseLine, "local \(name) = ") + value) }
                if let whereClause = label.caseItems.last?.whereClause, !bindings.isEmpty {
                    out.statement(.at(caseLine, "if ") + expression(whereClause.condition, expected: "Bool") + " then")
                    statements(switchCase.statements, implicitReturn: returnsValue)
                    out.statement(.at(endLine(of: switchCase.statements), "goto \(end) end"))
                } else {
                    statements(switchCase.statements, implicitReturn: returnsValue)
                    if switchCase.statements.last?.item.is(FallThroughStmtSyntax.self) != true {
                        out.statement(.at(endLine(of: switchCase.statements), "goto \(end)"))
                    }
                }
                out.statement(.at(endLine(of: switchCase.statements), "end"))
            }
            popScope()
        }
        // The label after the last case, where a fallthrough from it would land (Swift refuses that).
        if let label = caseLabel { out.statement(.at(lastLine(of: switchExpr), "::\(label)::")) }
        out.statement(.at(lastLine(of: switchExpr), "::\(end):: end"))
    }

    /// Finds a `fallthrough` of this switch among a case's statements: in its `if`s and loops, not
    /// in a nested switch (its own) nor in a closure or a nested function (not allowed there).
    final class FallthroughFinder: SyntaxVisitor {
        private(set) var found = false

        static func finds(in statements: CodeBlockItemListSyntax) -> Bool {
            let finder = FallthroughFinder(viewMode: .sourceAccurate)
            finder.walk(statements)
            return finder.found
        }

        override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// A pattern's test against the Lua value `subject`, and the names it binds.
    func match(_ pattern: PatternSyntax, subject: String, record: Bool = true) -> (LuaCode, [(String, LuaCode)]) {
        if pattern.is(WildcardPatternSyntax.self) { return ("true", []) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return match(binding.pattern, subject: subject, record: record) }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return ("true", [(Self.luaName(identifier.identifier.text), LuaCode(subject))]) }
        if let isType = pattern.as(IsTypePatternSyntax.self) { return (LuaCode("S.is(\(subject), \(Self.luaString(catalog.resolvedTypeName(isType.type.trimmedDescription))))"), []) }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) { return matchExpression(expressionPattern.expression, subject: subject, record: record) }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            var tests: [LuaCode] = [], bindings: [(String, LuaCode)] = []
            for (index, element) in tuple.elements.enumerated() {
                let (test, inner) = match(element.pattern, subject: "\(subject)[\(index + 1)]", record: record)
                if test.text != "true" { tests.append(test) }
                bindings += inner
            }
            return (tests.isEmpty ? "true" : tests.joined(" and "), bindings)
        }
        if record { return (refuseExpression(pattern, "pattern \(pattern.trimmedDescription)", "not a pattern the importer knows", kind: "pattern"), []) }
        return ("false", [])
    }

    private func matchExpression(_ expr: ExprSyntax, subject: String, record: Bool) -> (LuaCode, [(String, LuaCode)]) {
        if expr.is(DiscardAssignmentExprSyntax.self) { return ("true", []) }
        if let patternExpr = expr.as(PatternExprSyntax.self) { return match(patternExpr.pattern, subject: subject, record: record) }
        // `case let nav as UINavigationController:` — the subject cast to the type, matched when the
        // cast succeeds, the name bound to the cast value.
        if let cast = expr.as(AsExprSyntax.self), let inner = cast.expression.as(PatternExprSyntax.self) {
            let castValue = "S.cast(\(subject), \(Self.luaString(catalog.resolvedTypeName(cast.type.trimmedDescription))))"
            let (test, bindings) = match(inner.pattern, subject: castValue, record: record)
            return ("\(castValue) ~= nil" + (test.text == "true" ? "" : " and " + test), bindings)
        }
        // `.some(let x)` / `let x?`
        if let optional = expr.as(OptionalChainingExprSyntax.self), let inner = optional.expression.as(PatternExprSyntax.self) {
            let (test, bindings) = match(inner.pattern, subject: subject, record: record)
            return ("\(subject) ~= nil" + (test.text == "true" ? "" : " and " + test), bindings)
        }
        // `.case(let a, _)`: a case with associated values is `{ case = "name", [1] = a, … }`.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "some", let first = call.arguments.first {
                let (test, bindings) = matchExpression(first.expression, subject: subject, record: record)
                return ("\(subject) ~= nil" + (test.text == "true" ? "" : " and " + test), bindings)
            }
            var tests: [LuaCode] = [LuaCode("type(\(subject)) == \"table\" and \(subject).case == \(Self.luaString(name))")]
            var bindings: [(String, LuaCode)] = []
            for (index, argument) in call.arguments.enumerated() {
                let (test, inner) = matchExpression(argument.expression, subject: "\(subject)[\(index + 1)]", record: record)
                if test.text != "true" { tests.append(test) }
                bindings += inner
            }
            return (tests.joined(" and "), bindings)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || isEnumTypeReference(member.base) {
            return (LuaCode("\(subject) == \(Self.luaString(member.declName.baseName.text))"), [])
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            let low = expression(infix.leftOperand, expected: nil), high = expression(infix.rightOperand, expected: nil)
            return ("\(subject) >= " + low + " and \(subject) " + (op == "..<" ? "< " : "<= ") + high, [])
        }
        if record { return ("\(subject) == " + expression(expr, expected: nil), []) }
        return ("false", [])
    }

    func isEnumTypeReference(_ base: ExprSyntax?) -> Bool {
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return catalog[name]?.kind == .enum || (name.first?.isUppercase ?? false)
    }

    // MARK: - Loops

    func forStatement(_ forStmt: ForStmtSyntax) {
        let line = self.line(forStmt)
        if forStmt.awaitKeyword != nil || forStmt.tryKeyword != nil {
            out.statement(refuse(forStmt, "for try/await", "async sequences do not translate", kind: "async"))
            return
        }
        let label = loopLabel()
        pushScope()
        let header = loopHeader(forStmt.pattern, forStmt.sequence, node: forStmt)
        out.statement(.at(line, "") + header + " do do")
        loops.append(label)
        breakTargets.append(nil)
        if let whereClause = forStmt.whereClause {
            out.statement(.at(line, "if not (") + expression(whereClause.condition, expected: "Bool") + ") then goto \(label) end")
        }
        block(forStmt.body.statements, returnsValue: false)
        breakTargets.removeLast()
        loops.removeLast()
        popScope()
        out.statement(.at(lastLine(of: forStmt), "end ::\(label):: end"))
    }

    private func loopNames(_ pattern: PatternSyntax) -> [String] {
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.map { bindingOrWildcard($0.pattern) } }
        return [bindingOrWildcard(pattern)]
    }

    private func bindingOrWildcard(_ pattern: PatternSyntax) -> String {
        if pattern.is(WildcardPatternSyntax.self) { return "_" }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return bindingOrWildcard(binding.pattern) }
        return bindingName(pattern)
    }

    private func loopHeader(_ pattern: PatternSyntax, _ sequence: ExprSyntax, node: ForStmtSyntax) -> LuaCode {
        let names = loopNames(pattern)
        names.forEach { declare($0, type: "Int") }
        var sequence = sequence
        if let paren = sequence.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first { sequence = inner.expression }
        // `0..<n`, `a...b`, and `(0..<n).reversed()`
        if let range = rangeOperands(sequence) {
            let low = expression(range.low, expected: "Int"), high = expression(range.high, expected: "Int")
            let last = range.closed ? high : "(" + high + ") - 1"
            return "for \(names[0]) = " + low + ", " + last
        }
        if let call = sequence.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            if method == "reversed", let base = member.base {
                var inner = base
                if let paren = base.as(TupleExprSyntax.self), paren.elements.count == 1, let first = paren.elements.first { inner = first.expression }
                if let range = rangeOperands(inner) {
                    let low = expression(range.low, expected: "Int"), high = expression(range.high, expected: "Int")
                    let first = range.closed ? high : "(" + high + ") - 1"
                    return "for \(names[0]) = " + first + ", " + low + ", -1"
                }
            }
            if method == "enumerated", names.count == 2, let base = member.base {
                return "for \(names.joined(separator: ", ")) in S.enumerated(" + expression(base, expected: nil) + ")"
            }
        }
        if let call = sequence.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" {
            let arguments = Array(call.arguments)
            if arguments.count == 3 {
                let through = arguments[1].label?.text == "through"
                return "for \(names[0]) in S.stride(" + arguments.map { expression($0.expression, expected: nil) }.joined(", ") + ", \(through))"
            }
        }
        if names.count >= 2, isArrayOfTuples(sequence) {
            // `for (a, b) in [(…), (…)]`: each element's values, in order (after the index, so a
            // nil first value does not end the loop).
            return "for _, \(names.joined(separator: ", ")) in S.eachTuple(" + expression(sequence, expected: nil) + ")"
        }
        if names.count == 2 {
            return "for \(names[0]), \(names[1]) in pairs(" + expression(sequence, expected: nil) + ")"
        }
        return "for _, \(names[0]) in ipairs(" + expression(sequence, expected: nil) + ")"
    }

    /// An array (a literal, or a value typed `[(…)]`) whose elements are tuples, not a dictionary.
    private func isArrayOfTuples(_ sequence: ExprSyntax) -> Bool {
        if let array = sequence.as(ArrayExprSyntax.self) { return array.elements.first?.expression.is(TupleExprSyntax.self) ?? false }
        guard let type = inferredType(sequence)?.trimmingCharacters(in: .whitespaces) else { return false }
        return type.hasPrefix("[(") && type.hasSuffix(")]")
    }

    func rangeOperands(_ expr: ExprSyntax) -> (low: ExprSyntax, high: ExprSyntax, closed: Bool)? {
        guard let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..<" || op == "..." else { return nil }
        return (infix.leftOperand, infix.rightOperand, op == "...")
    }

    func whileStatement(_ whileStmt: WhileStmtSyntax) {
        let line = self.line(whileStmt)
        let label = loopLabel()
        loops.append(label)
        breakTargets.append(nil)
        defer { breakTargets.removeLast(); loops.removeLast() }
        if let plain = plainConditions(whileStmt.conditions) {
            out.statement(.at(line, "while ") + conjunction(plain) + " do do")
            block(whileStmt.body.statements, returnsValue: false)
        } else {
            // `while let x = next()`: tested at the top of each turn, the body inside the tests.
            out.statement(.at(line, "while true do do"))
            pushScope()
            let matched = temporary("matched")
            out.statement(.at(line, "local \(matched) = false"))
            let depth = nestedConditions(whileStmt.conditions) {
                out.statement(.at(line, "\(matched) = true"))
                block(whileStmt.body.statements, returnsValue: false)
            }
            out.statement(.at(lastLine(of: whileStmt), String(repeating: "end ", count: depth) + "if not \(matched) then break end"))
            popScope()
        }
        out.statement(.at(lastLine(of: whileStmt), "end ::\(label):: end"))
    }
}
