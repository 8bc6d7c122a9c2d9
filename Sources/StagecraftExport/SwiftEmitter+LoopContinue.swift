extension SwiftEmitter {
    /// A loop's body. Lua has no `continue`: a body that ends with a label (`::continue::`) and
    /// jumps to it (`if not snapshot then goto continue end`) skips the rest of that turn, which
    /// is Swift's `continue` — the body is written without the label, and a `goto` that label in
    /// it (not in a loop nested in it, whose own label is innermost) is `continue` (SW6.5).
    /// Any other `goto` or label is still reported.
    func loopBody(_ body: [LuaStatement]) {
        var statements = body
        var label: String?
        if case .label(let name)? = statements.last?.kind {
            label = name
            statements.removeLast()
        }
        continueLabels.append(label)
        defer { continueLabels.removeLast() }
        block(statements)
    }
}
