/// Walks of a Lua function's statements: what it assigns, and the function literals in them.
extension SwiftEmitter {
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
    static func assignmentRoots(_ statements: [LuaStatement], fieldsOnly: Bool) -> Set<String> {
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
                case .localFunction(_, let function), .function(_, _, let function): visit(function.body)
                default: break
                }
                forEachFunctionLiteral(in: statement) { visit($0.body) }
            }
        }
        visit(statements)
        return names
    }

    /// Whether the function returns `nil` somewhere (its own returns, not its closures'): the
    /// result it is inferred to have is optional.
    static func returnsNil(_ statements: [LuaStatement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .return(let values): if let first = values.first, case .nil = first.kind { return true } else { return false }
            case .do(let body), .while(_, let body), .repeat(let body, _), .numericFor(_, _, _, _, let body), .genericFor(_, _, let body): return returnsNil(body)
            case .if(let branches, let otherwise): return branches.contains { returnsNil($0.body) } || returnsNil(otherwise ?? [])
            default: return false
            }
        }
    }

    /// Calls `body` with each function literal in the statement's expressions.
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
}
