import Foundation

/// Markdown reference pages made from LuaLS annotation files (lua/stagecraft.d.lua,
/// lua/scenario.d.lua). The annotations are checked against the registered bindings
/// (AnnotationSyncTests) and against the examples (scripts/check-lua), so a page made from them
/// is the API as it is. It reads the subset of LuaLS the files use, in file order:
///
/// - `-- prose` comment lines between declarations become paragraphs;
/// - `--- doc` lines describe the declaration that follows them;
/// - `---@alias`, `---@class` (with `---@field`, `---@operator`, `---@overload`: how the class's
///   table is called), and functions with their `---@param`, `---@return` and `---@overload` lines.
struct AnnotationReference {
    /// One declaration, or a paragraph of prose, in the order of the file.
    enum Item: Equatable {
        case prose(String)
        case alias(name: String, type: String, doc: String)
        case type(name: String, base: String?, doc: String, fields: [Field], operators: [String], calls: [String])
        case function(signature: String, doc: String, params: [Field], returns: [String], overloads: [String])
    }

    struct Field: Equatable {
        var name: String
        var type: String
        var doc: String
    }

    private(set) var items: [Item] = []

    init(annotations: String) {
        var doc: [String] = []
        var prose: [String] = []
        var pending = Pending()
        func flushProse() {
            if !prose.isEmpty { items.append(.prose(prose.joined(separator: " "))) }
            prose = []
        }
        for raw in annotations.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("---@") {
                flushProse()
                let (tag, rest) = Self.split(line.dropFirst(4))
                switch tag {
                case "alias":
                    let (name, type) = Self.split(rest[...])
                    items.append(.alias(name: name, type: type, doc: doc.joined(separator: " ")))
                    doc = []
                case "class":
                    // `Name`, `Name: Base` or `Name : Base`, then the description.
                    var (name, description) = Self.split(rest[...])
                    var base: String?
                    if name.hasSuffix(":") || description.hasPrefix(":") {
                        name = name.trimmingCharacters(in: [":"])
                        (base, description) = Self.split(description.drop { $0 == ":" || $0 == " " })
                    }
                    items.append(.type(name: name, base: base, doc: (doc + [description]).filter { !$0.isEmpty }.joined(separator: " "),
                                       fields: [], operators: [], calls: []))
                    doc = []
                case "field" where Self.lastIsType(items):
                    let (name, rest) = Self.split(rest[...])
                    let (type, description) = Self.splitType(rest)
                    let field = Field(name: name, type: type, doc: (doc + [description]).filter { !$0.isEmpty }.joined(separator: " "))
                    Self.amendType(&items) { $0.fields.append(field) }
                    doc = []
                case "operator" where Self.lastIsType(items):
                    Self.amendType(&items) { $0.operators.append(rest) }
                case "overload":
                    pending.overloads.append(rest)
                case "param":
                    let (name, rest) = Self.split(rest[...])
                    let (type, description) = Self.splitType(rest)
                    pending.params.append(Field(name: name, type: type, doc: description))
                case "return":
                    pending.returns.append(rest)
                default:
                    break  // @meta, @generic, @type: nothing a reader needs
                }
            } else if line.hasPrefix("---") {
                flushProse()
                doc.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("--") {
                prose.append(line.dropFirst(2).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("function ") {
                flushProse()
                let signature = line.dropFirst("function ".count).replacingOccurrences(of: " end", with: "")
                let callee = signature.split(separator: "(").first.map(String.init) ?? "fun"
                items.append(.function(signature: signature, doc: doc.joined(separator: " "), params: pending.params,
                                       returns: pending.returns, overloads: pending.overloads.map { Self.call($0, as: callee) }))
                doc = []
                pending = Pending()
            } else if !pending.overloads.isEmpty, Self.lastIsType(items) {
                // `---@overload` lines before a class's table (`UIView = {}`): how that table is called.
                let callee = line.split(separator: " ").first.map(String.init) ?? "fun"
                Self.amendType(&items) { $0.calls.append(contentsOf: pending.overloads.map { Self.call($0, as: callee) }) }
                pending = Pending()
            } else if line.isEmpty {
                flushProse()
            }
        }
        flushProse()
    }

    /// What the lines before a function said of it.
    private struct Pending {
        var params: [Field] = []
        var returns: [String] = []
        var overloads: [String] = []
    }

    /// The page: an index of the classes, then every item in file order.
    func markdown(headingLevel: Int = 2) -> String {
        let heading = String(repeating: "#", count: headingLevel)
        var out: [String] = []
        let types = items.compactMap { item -> String? in
            if case .type(let name, _, _, _, _, _) = item { return name }
            return nil
        }
        if !types.isEmpty {
            out.append("Classes: " + types.map { "[`\($0)`](#\(Self.anchor($0)))" }.joined(separator: " · ") + "\n")
        }
        var aliases: [String] = []
        func flushAliases() {
            if !aliases.isEmpty { out.append(aliases.joined(separator: "\n") + "\n") }
            aliases = []
        }
        for item in items {
            if case .alias(let name, let type, let doc) = item {
                aliases.append("- `\(name)` = `\(type)`" + (doc.isEmpty ? "" : " — \(doc)"))
                continue
            }
            flushAliases()
            switch item {
            case .prose(let text):
                out.append(text + "\n")
            case .type(let name, let base, let doc, let fields, let operators, let calls):
                out.append("\(heading)# \(name)\n")
                var intro: [String] = []
                if let base { intro.append("A `\(base)`.") }
                if !doc.isEmpty { intro.append(doc) }
                if !intro.isEmpty { out.append(intro.joined(separator: " ") + "\n") }
                if !calls.isEmpty { out.append("Called as:\n\n" + calls.map { "- `\($0)`" }.joined(separator: "\n") + "\n") }
                if !fields.isEmpty {
                    out.append(fields.map { "- `\($0.name)`: `\($0.type)`" + ($0.doc.isEmpty ? "" : " — \($0.doc)") }.joined(separator: "\n") + "\n")
                }
                if !operators.isEmpty { out.append("Operators: " + operators.map { "`\($0)`" }.joined(separator: ", ") + "\n") }
            case .function(let signature, let doc, let params, let returns, let overloads):
                var lines = ["- **`\(signature)`**" + (doc.isEmpty ? "" : " — \(doc)")]
                lines += overloads.map { "  - also `\($0)`" }
                lines += params.map { "  - `\($0.name)`: `\($0.type)`" + ($0.doc.isEmpty ? "" : " — \($0.doc)") }
                lines += returns.map { "  - returns `\($0)`" }
                out.append(lines.joined(separator: "\n") + "\n")
            case .alias:
                break
            }
        }
        flushAliases()
        return out.joined(separator: "\n")
    }

    /// GitHub's heading anchors: lower case, spaces to hyphens, other punctuation dropped.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }

    private static func lastIsType(_ items: [Item]) -> Bool {
        if case .type = items.last { return true }
        return false
    }

    private static func amendType(_ items: inout [Item], _ change: (inout (fields: [Field], operators: [String], calls: [String])) -> Void) {
        guard case .type(let name, let base, let doc, let fields, let operators, let calls) = items.last else { return }
        var parts = (fields: fields, operators: operators, calls: calls)
        change(&parts)
        items[items.count - 1] = .type(name: name, base: base, doc: doc, fields: parts.fields, operators: parts.operators, calls: parts.calls)
    }

    /// `fun(a: T): R` as it is written at a call: `UIView(a: T) → R`.
    private static func call(_ overload: String, as callee: String) -> String {
        guard overload.hasPrefix("fun(") else { return overload }
        var depth = 0
        for index in overload.indices.dropFirst(3) {
            switch overload[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                guard depth == 0 else { continue }
                let arguments = overload[overload.index(overload.startIndex, offsetBy: 3)...index]
                let result = overload[overload.index(after: index)...].drop { $0 == ":" || $0 == " " }
                return callee + arguments + (result.isEmpty ? "" : " → " + result)
            default: break
            }
        }
        return overload
    }

    /// The first word and the rest.
    private static func split(_ text: Substring) -> (String, String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(of: " ") else { return (trimmed, "") }
        return (String(trimmed[..<space]), trimmed[space...].trimmingCharacters(in: .whitespaces))
    }

    /// A LuaLS type (which may hold spaces inside `fun(…)`, `{…}` and after `|` or `,`) and the
    /// description after it.
    private static func splitType(_ text: String) -> (String, String) {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(", "{", "[", "<": depth += 1
            case ")", "}", "]", ">": depth -= 1
            case " " where depth == 0 && !"|,:".contains(previous):
                let next = text[text.index(after: index)...].first
                if next != "|" {
                    return (String(text[..<index]), text[index...].trimmingCharacters(in: .whitespaces))
                }
            default: break
            }
            if character != " " { previous = character }
        }
        return (text, "")
    }
}
