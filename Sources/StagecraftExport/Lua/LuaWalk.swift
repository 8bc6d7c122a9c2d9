/// Every expression of some statements, depth first, the bodies of the functions in them included.
enum LuaWalk {
    static func expressions(in statements: [LuaStatement], _ visit: (LuaExpression) -> Void) {
        func expression(_ e: LuaExpression) {
            visit(e)
            switch e.kind {
            case .function(let body): block(body.body)
            case .table(let fields):
                for field in fields {
                    if case .expression(let key) = field.key { expression(key) }
                    expression(field.value)
                }
            case .field(let o, _): expression(o)
            case .index(let o, let k): expression(o); expression(k)
            case .call(let f, let arguments): expression(f); arguments.forEach(expression)
            case .method(let o, _, let arguments): expression(o); arguments.forEach(expression)
            case .binary(_, let l, let r): expression(l); expression(r)
            case .unary(_, let x), .parenthesized(let x): expression(x)
            default: break
            }
        }
        func block(_ statements: [LuaStatement]) {
            for statement in statements {
                switch statement.kind {
                case .local(_, let values), .return(let values): values.forEach(expression)
                case .localFunction(_, let body), .function(_, _, let body): block(body.body)
                case .assignment(let targets, let values): targets.forEach(expression); values.forEach(expression)
                case .call(let call): expression(call)
                case .do(let body): block(body)
                case .while(let c, let body), .repeat(let body, let c): expression(c); block(body)
                case .if(let branches, let otherwise):
                    for branch in branches { expression(branch.condition); block(branch.body) }
                    block(otherwise ?? [])
                case .numericFor(_, let a, let b, let c, let body): expression(a); expression(b); c.map(expression); block(body)
                case .genericFor(_, let values, let body): values.forEach(expression); block(body)
                case .break, .goto, .label: break
                }
            }
        }
        block(statements)
    }
}
