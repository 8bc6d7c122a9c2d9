extension LuaError {
    /// A syntax error about a bracket or block never closed, pointed at where it was opened.
    ///
    /// Lua reports it where it gave up — the line after the mistake, or the end of the file —
    /// and names the opening line in its text: `x.lua:15: ')' expected (to close '(' at line 14)
    /// near 'end'`. The mistake is on line 14, so that is the error's line:
    /// `x.lua:14: '(' is not closed: ')' expected near 'end' on line 15`. Other messages are kept.
    static func pointingAtUnclosed(_ head: String) -> String {
        guard let (chunk, line) = position(in: head), head.hasPrefix("\(chunk):\(line): ") else { return head }
        let text = head.dropFirst("\(chunk):\(line): ".count)
        guard let open = text.range(of: " (to close '"),
              let at = text.range(of: "' at line ", range: open.upperBound..<text.endIndex),
              let close = text.range(of: ")", range: at.upperBound..<text.endIndex),
              let opened = Int(text[at.upperBound..<close.lowerBound]), opened != line else { return head }
        let token = text[open.upperBound..<at.lowerBound]
        return "\(chunk):\(opened): '\(token)' is not closed: \(text[..<open.lowerBound])\(text[close.upperBound...]) on line \(line)"
    }
}
