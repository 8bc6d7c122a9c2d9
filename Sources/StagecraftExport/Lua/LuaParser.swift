/// A recursive-descent parser of Lua 5.4 (the manual's §9 grammar). It reads any valid chunk;
/// deciding what maps to Swift is the exporter's business, not the parser's.
struct LuaParser {
    private var tokens: [LuaToken]
    private var position = 0
    /// Bounds recursion: a chunk nested deeper is an error, never a stack overflow.
    private var depth = 0
    static let maximumDepth = 200
    /// Loops around the statement being read, for `break` outside one (an error in Lua too).
    private var loopDepth = 0
    /// Labels and pending gotos, a block each; a function starts at `functionStart`. Lua checks
    /// them when it compiles (§3.3.4): a goto sees the labels of its block and the enclosing ones
    /// of its function, and may not jump into the scope of a local.
    private struct BlockLabels {
        var labels: [String: Int] = [:]
        var gotos: [(name: String, line: Int, locals: Int)] = []
        var locals = 0
    }
    private var blockLabels: [BlockLabels] = []
    private var functionStart = 0
    /// Whether the function being read takes `...` (the main chunk does): Lua refuses `...`
    /// elsewhere when it compiles (§3.4.11).
    private var inVarargFunction = true

    static func parse(_ source: String) throws(LuaSyntaxError) -> LuaChunk {
        var lexer = LuaLexer(source)
        let tokens = try lexer.tokens()
        var parser = LuaParser(tokens: tokens)
        let statements = try parser.block()
        guard parser.current.kind == .end else { throw parser.expected("<eof>") }
        return LuaChunk(statements: statements, comments: lexer.comments)
    }

    private init(tokens: [LuaToken]) { self.tokens = tokens }

    private var current: LuaToken { tokens[position] }

    private func isSymbol(_ text: String) -> Bool { current.kind == .symbol && current.text == text }
    private func isKeyword(_ text: String) -> Bool { current.kind == .keyword && current.text == text }

    private func expected(_ what: String) -> LuaSyntaxError {
        LuaSyntaxError(line: current.line, message: "'\(what)' expected near '\(current.text)'")
    }

    @discardableResult
    private mutating func advance() -> LuaToken {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func accept(symbol text: String) -> Bool {
        guard isSymbol(text) else { return false }
        advance()
        return true
    }

    private mutating func accept(keyword text: String) -> Bool {
        guard isKeyword(text) else { return false }
        advance()
        return true
    }

    private mutating func expect(symbol text: String) throws(LuaSyntaxError) {
        guard accept(symbol: text) else { throw expected(text) }
    }

    private mutating func expect(keyword text: String) throws(LuaSyntaxError) -> Int {
        let line = current.line
        guard accept(keyword: text) else { throw expected(text) }
        return line
    }

    private mutating func name() throws(LuaSyntaxError) -> String {
        guard current.kind == .name else { throw expected("<name>") }
        return advance().text
    }

    private mutating func nest() throws(LuaSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw LuaSyntaxError(line: current.line, message: "chunk has too many syntax levels") }
    }

    // MARK: Statements

    private var blockEnds: Bool {
        current.kind == .end || (current.kind == .keyword && ["end", "else", "elseif", "until"].contains(current.text))
    }

    private mutating func block() throws(LuaSyntaxError) -> [LuaStatement] {
        try nest()
        defer { depth -= 1 }
        blockLabels.append(BlockLabels())
        let statements = try blockStatements()
        try leaveBlock()
        return statements
    }

    /// Gotos this block did not resolve jump out of it: the enclosing block resolves them, as from
    /// where this block stands; past the function's first block they have no label.
    private mutating func leaveBlock() throws(LuaSyntaxError) {
        let left = blockLabels.removeLast()
        guard let pending = left.gotos.first else { return }
        if blockLabels.count <= functionStart {
            throw LuaSyntaxError(line: pending.line, message: "no visible label '\(pending.name)' for <goto> at line \(pending.line)")
        }
        let locals = blockLabels[blockLabels.count - 1].locals
        blockLabels[blockLabels.count - 1].gotos += left.gotos.map { ($0.name, $0.line, locals) }
    }

    private mutating func declareLocals(_ count: Int) {
        if !blockLabels.isEmpty { blockLabels[blockLabels.count - 1].locals += count }
    }

    private mutating func label(_ name: String, line: Int) throws(LuaSyntaxError) {
        for scope in blockLabels[functionStart...] where scope.labels[name] != nil {
            throw LuaSyntaxError(line: line, message: "label '\(name)' already defined")
        }
        // Lua's no-op statements after a label are read first: a label that ends its block is
        // outside the scope of the block's locals.
        while accept(symbol: ";") {}
        var current = blockLabels.count - 1
        var locals = blockLabels[current].locals
        if isSymbol("::") {
            blockLabels[current].labels[name] = locals
            advance()
            let next = try self.name()
            try expect(symbol: "::")
            try label(next, line: previousLine)
            current = blockLabels.count - 1
        }
        if blockEnds { locals = 0 }
        blockLabels[current].labels[name] = locals
        var still: [(name: String, line: Int, locals: Int)] = []
        for pending in blockLabels[current].gotos {
            guard pending.name == name else {
                still.append(pending)
                continue
            }
            if pending.locals < locals && !blockEnds {
                throw LuaSyntaxError(line: pending.line, message: "<goto \(name)> at line \(pending.line) jumps into the scope of a local")
            }
        }
        blockLabels[current].gotos = still
    }

    private mutating func blockStatements() throws(LuaSyntaxError) -> [LuaStatement] {
        var statements: [LuaStatement] = []
        while !blockEnds {
            if accept(symbol: ";") { continue }
            if isKeyword("return") {
                let line = advance().line
                var values: [LuaExpression] = []
                if !blockEnds, !isSymbol(";") { values = try expressionList() }
                _ = accept(symbol: ";")
                statements.append(LuaStatement(kind: .return(values), line: line, endLine: previousLine))
                guard blockEnds else { throw expected("end") }
                break
            }
            statements.append(try statement())
        }
        return statements
    }

    private var previousLine: Int { tokens[max(position - 1, 0)].line }

    private mutating func statement() throws(LuaSyntaxError) -> LuaStatement {
        let line = current.line
        func made(_ kind: LuaStatement.Kind) -> LuaStatement { LuaStatement(kind: kind, line: line, endLine: previousLine) }
        if current.kind == .keyword {
            switch current.text {
            case "local":
                advance()
                if accept(keyword: "function") {
                    let name = try name()
                    declareLocals(1)
                    return made(.localFunction(name, try functionBody(line: line)))
                }
                var names = [try name()]
                try attribute()
                while accept(symbol: ",") {
                    names.append(try name())
                    try attribute()
                }
                let values = accept(symbol: "=") ? try expressionList() : []
                declareLocals(names.count)
                return made(.local(names: names, values: values))
            case "function":
                advance()
                var path = [try name()]
                var isMethod = false
                while accept(symbol: ".") { path.append(try name()) }
                if accept(symbol: ":") {
                    path.append(try name())
                    isMethod = true
                }
                return made(.function(path: path, isMethod: isMethod, try functionBody(line: line)))
            case "do":
                advance()
                let body = try block()
                _ = try expect(keyword: "end")
                return made(.do(body))
            case "while":
                advance()
                let condition = try expression()
                _ = try expect(keyword: "do")
                let body = try loopBody()
                _ = try expect(keyword: "end")
                return made(.while(condition, body))
            case "repeat":
                advance()
                let body = try loopBody()
                _ = try expect(keyword: "until")
                return made(.repeat(body, try expression()))
            case "if":
                advance()
                var branches: [(condition: LuaExpression, body: [LuaStatement])] = []
                let condition = try expression()
                _ = try expect(keyword: "then")
                branches.append((condition, try block()))
                var otherwise: [LuaStatement]?
                while true {
                    if accept(keyword: "elseif") {
                        let condition = try expression()
                        _ = try expect(keyword: "then")
                        branches.append((condition, try block()))
                    } else if accept(keyword: "else") {
                        otherwise = try block()
                        _ = try expect(keyword: "end")
                        break
                    } else {
                        _ = try expect(keyword: "end")
                        break
                    }
                }
                return made(.if(branches, else: otherwise))
            case "for":
                advance()
                let first = try name()
                if accept(symbol: "=") {
                    let start = try expression()
                    try expect(symbol: ",")
                    let limit = try expression()
                    let step = accept(symbol: ",") ? try expression() : nil
                    _ = try expect(keyword: "do")
                    let body = try loopBody()
                    _ = try expect(keyword: "end")
                    return made(.numericFor(variable: first, start: start, limit: limit, step: step, body))
                }
                var names = [first]
                while accept(symbol: ",") { names.append(try name()) }
                _ = try expect(keyword: "in")
                let values = try expressionList()
                _ = try expect(keyword: "do")
                let body = try loopBody()
                _ = try expect(keyword: "end")
                return made(.genericFor(names: names, values: values, body))
            case "break":
                guard loopDepth > 0 else { throw LuaSyntaxError(line: line, message: "break outside a loop") }
                advance()
                return made(.break)
            case "goto":
                advance()
                let target = try name()
                let visible = blockLabels[functionStart...].contains { $0.labels[target] != nil }
                if !visible { blockLabels[blockLabels.count - 1].gotos.append((target, line, blockLabels[blockLabels.count - 1].locals)) }
                return made(.goto(target))
            default:
                break
            }
        }
        if accept(symbol: "::") {
            let name = try name()
            try expect(symbol: "::")
            try label(name, line: line)
            return made(.label(name))
        }
        let first = try suffixedExpression()
        if isSymbol("=") || isSymbol(",") {
            var targets = [first]
            while accept(symbol: ",") { targets.append(try suffixedExpression()) }
            for target in targets {
                switch target.kind {
                case .name, .field, .index: continue
                default: throw LuaSyntaxError(line: target.line, message: "syntax error: cannot assign to this expression")
                }
            }
            try expect(symbol: "=")
            return made(.assignment(targets: targets, values: try expressionList()))
        }
        switch first.kind {
        case .call, .method: return made(.call(first))
        default: throw LuaSyntaxError(line: line, message: "syntax error near '\(current.text)'")
        }
    }

    private mutating func loopBody() throws(LuaSyntaxError) -> [LuaStatement] {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return try block()
    }

    /// `<const>` / `<close>` after a local's name: accepted and dropped (they only restrict).
    private mutating func attribute() throws(LuaSyntaxError) {
        guard accept(symbol: "<") else { return }
        let line = current.line
        let attribute = try name()
        guard attribute == "const" || attribute == "close" else { throw LuaSyntaxError(line: line, message: "unknown attribute '\(attribute)'") }
        try expect(symbol: ">")
    }

    private mutating func functionBody(line: Int) throws(LuaSyntaxError) -> LuaFunctionBody {
        let outerLoops = loopDepth, outerStart = functionStart, outerVararg = inVarargFunction
        loopDepth = 0
        functionStart = blockLabels.count
        defer {
            loopDepth = outerLoops
            functionStart = outerStart
            inVarargFunction = outerVararg
        }
        try expect(symbol: "(")
        var parameters: [String] = []
        var isVararg = false
        if !isSymbol(")") {
            repeat {
                if accept(symbol: "...") {
                    isVararg = true
                    break
                }
                parameters.append(try name())
            } while accept(symbol: ",")
        }
        try expect(symbol: ")")
        inVarargFunction = isVararg
        let body = try block()
        let endLine = try expect(keyword: "end")
        return LuaFunctionBody(parameters: parameters, isVararg: isVararg, body: body, line: line, endLine: endLine)
    }

    // MARK: Expressions

    private mutating func expressionList() throws(LuaSyntaxError) -> [LuaExpression] {
        var list = [try expression()]
        while accept(symbol: ",") { list.append(try expression()) }
        return list
    }

    /// Binary operators with their left and right priorities (the manual's §3.4.8; `..` and `^`
    /// are right associative).
    private static let binaryPriority: [String: (left: Int, right: Int)] = [
        "or": (1, 1), "and": (2, 2),
        "<": (3, 3), ">": (3, 3), "<=": (3, 3), ">=": (3, 3), "~=": (3, 3), "==": (3, 3),
        "|": (4, 4), "~": (5, 5), "&": (6, 6), "<<": (7, 7), ">>": (7, 7),
        "..": (9, 8), "+": (10, 10), "-": (10, 10),
        "*": (11, 11), "/": (11, 11), "//": (11, 11), "%": (11, 11),
        "^": (14, 13),
    ]
    private static let unaryPriority = 12

    private var binaryOperator: String? {
        switch current.kind {
        case .symbol, .keyword: Self.binaryPriority[current.text] != nil ? current.text : nil
        default: nil
        }
    }

    mutating func expression(limit: Int = 0) throws(LuaSyntaxError) -> LuaExpression {
        try nest()
        defer { depth -= 1 }
        var left: LuaExpression
        let line = current.line
        if (current.kind == .keyword && current.text == "not") || (current.kind == .symbol && ["-", "#", "~"].contains(current.text)) {
            let op = advance().text
            left = LuaExpression(kind: .unary(op, try expression(limit: Self.unaryPriority)), line: line)
        } else {
            left = try simpleExpression()
        }
        while let op = binaryOperator, let priority = Self.binaryPriority[op], priority.left > limit {
            advance()
            let right = try expression(limit: priority.right)
            left = LuaExpression(kind: .binary(op, left, right), line: line)
        }
        return left
    }

    private mutating func simpleExpression() throws(LuaSyntaxError) -> LuaExpression {
        let token = current
        let line = token.line
        switch token.kind {
        case .number:
            advance()
            return LuaExpression(kind: .number(token.text), line: line)
        case .string:
            advance()
            return LuaExpression(kind: .string(token.text), line: line)
        case .keyword where token.text == "nil":
            advance()
            return LuaExpression(kind: .nil, line: line)
        case .keyword where token.text == "true":
            advance()
            return LuaExpression(kind: .true, line: line)
        case .keyword where token.text == "false":
            advance()
            return LuaExpression(kind: .false, line: line)
        case .keyword where token.text == "function":
            advance()
            return LuaExpression(kind: .function(try functionBody(line: line)), line: line)
        case .symbol where token.text == "...":
            guard inVarargFunction else { throw LuaSyntaxError(line: line, message: "cannot use '...' outside a vararg function") }
            advance()
            return LuaExpression(kind: .vararg, line: line)
        case .symbol where token.text == "{":
            return try table()
        default:
            return try suffixedExpression()
        }
    }

    private mutating func primaryExpression() throws(LuaSyntaxError) -> LuaExpression {
        let line = current.line
        if current.kind == .name { return LuaExpression(kind: .name(advance().text), line: line) }
        if accept(symbol: "(") {
            let inner = try expression()
            try expect(symbol: ")")
            return LuaExpression(kind: .parenthesized(inner), line: line)
        }
        throw LuaSyntaxError(line: line, message: "unexpected symbol near '\(current.text)'")
    }

    private mutating func suffixedExpression() throws(LuaSyntaxError) -> LuaExpression {
        try nest()
        defer { depth -= 1 }
        var expression = try primaryExpression()
        while true {
            let line = current.line
            if accept(symbol: ".") {
                expression = LuaExpression(kind: .field(expression, try name()), line: line)
            } else if accept(symbol: "[") {
                let key = try self.expression()
                try expect(symbol: "]")
                expression = LuaExpression(kind: .index(expression, key), line: line)
            } else if accept(symbol: ":") {
                let method = try name()
                expression = LuaExpression(kind: .method(expression, method, try arguments()), line: line)
            } else if isSymbol("(") || isSymbol("{") || current.kind == .string {
                expression = LuaExpression(kind: .call(expression, try arguments()), line: line)
            } else {
                return expression
            }
        }
    }

    private mutating func arguments() throws(LuaSyntaxError) -> [LuaExpression] {
        let line = current.line
        if current.kind == .string { return [LuaExpression(kind: .string(advance().text), line: line)] }
        if isSymbol("{") { return [try table()] }
        try expect(symbol: "(")
        if accept(symbol: ")") { return [] }
        let list = try expressionList()
        try expect(symbol: ")")
        return list
    }

    private mutating func table() throws(LuaSyntaxError) -> LuaExpression {
        let line = current.line
        try expect(symbol: "{")
        var fields: [LuaField] = []
        while !isSymbol("}") {
            if accept(symbol: "[") {
                let key = try expression()
                try expect(symbol: "]")
                try expect(symbol: "=")
                fields.append(LuaField(key: .expression(key), value: try expression()))
            } else if current.kind == .name, tokens[position + 1].kind == .symbol, tokens[position + 1].text == "=" {
                let key = advance().text
                advance()
                fields.append(LuaField(key: .name(key), value: try expression()))
            } else {
                fields.append(LuaField(key: .positional, value: try expression()))
            }
            if !accept(symbol: ","), !accept(symbol: ";") { break }
        }
        try expect(symbol: "}")
        return LuaExpression(kind: .table(fields), line: line)
    }
}
