/// The role's own enums: a `---@field` or `---@param` annotated with a union of names no UIKit
/// enum has (`---@field animationType "present"|"dismiss"`) is a Swift enum of the module,
/// named after the field (`enum AnimationType { case present, dismiss }`), as the article's
/// Swift declares it. Its strings are then its cases wherever the field's type is expected.
struct OwnEnums {
    var declarations: [(name: String, cases: [String])] = []

    init(_ chunk: LuaChunk, interface: SwiftInterface) {
        let names = LuaTypeNames(interface: interface)
        for comment in chunk.comments.sorted(by: { $0.line < $1.line }) {
            let words = comment.text.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count == 3, words[0] == "-@field" || words[0] == "-@param", let first = words[1].first, first.isLetter else { continue }
            let annotation = words[2].split(separator: " ").first.map(String.init) ?? ""
            let parts = annotation.split(separator: "|").map(String.init).filter { $0 != "nil" }
            let cases = parts.compactMap { $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") ? String($0.dropFirst().dropLast()) : nil }
            guard parts.count >= 2, cases.count == parts.count, cases.allSatisfy(Self.isIdentifier),
                  names.enumType(containing: Set(cases)) == nil, !declarations.contains(where: { Set($0.cases) == Set(cases) }) else { continue }
            var name = first.uppercased() + words[1].dropFirst()
            while interface.types[name] != nil || declarations.contains(where: { $0.name == name }) { name += "Kind" }
            declarations.append((name, cases))
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !SwiftEmitter.swiftKeywords.contains(text)
    }

    /// The Swift of the enums, as the interface reads them and the file declares them.
    var swift: [String] {
        declarations.map { "enum \($0.name) {\n    case \($0.cases.joined(separator: ", "))\n}" }
    }
}
