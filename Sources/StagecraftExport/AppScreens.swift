/// The app's own view controllers a role names (`---@param list ListViewController`), read from
/// the project's screen modules (screens/*.lua): each `---@class Name : ScreenScript` with its
/// `---@field`s and the methods whose types are annotated (or that return a field) — a function
/// `T.make(…)` without `self` a static one — written as
/// the declarations of the app's Swift classes. The exporter reads them beside UIKit's, so a
/// role's `list.tempImageView` and `to:isKind("DetailsViewController")` have their Swift types;
/// the tests type-check exports with them.
enum AppScreens {
    static func declarations(_ sources: [String]) -> String {
        let names = LuaTypeNames(interface: .shared)
        var classes: [String] = []
        for source in sources {
            guard source.utf8.count <= LuaExporter.maximumBytes, let chunk = try? LuaParser.parse(source) else { continue }
            classes += declarations(chunk, names)
        }
        return classes.joined(separator: "\n")
    }

    private static func declarations(_ chunk: LuaChunk, _ names: LuaTypeNames) -> [String] {
        let comments = chunk.comments.sorted { $0.line < $1.line }
        var result: [String] = []
        for (index, comment) in comments.enumerated() {
            let words = comment.text.split(separator: " ").map(String.init)
            guard words.count >= 4, words[0] == "-@class", words[2] == ":", ["ScreenScript", "ViewController"].contains(words[3]),
                  let first = words[1].first, first.isLetter else { continue }
            let className = words[1]
            // The `---@field`s right under the class, and the table the next statement declares.
            var fields: [(String, SwiftTypeName)] = []
            var next = comment.line + 1
            for field in comments[(index + 1)...] where field.line == next {
                next += 1
                let parts = field.text.split(separator: " ").map(String.init)
                guard parts.count >= 3, parts[0] == "-@field", let type = names.swiftType(annotation: parts[2]) else { continue }
                fields.append((parts[1], type))
            }
            guard let declaration = chunk.statements.first(where: { $0.line >= next }), case .local(let locals, _) = declaration.kind, let table = locals.first else { continue }
            var lines = ["class \(className): UIViewController {"]
            for (name, type) in fields { lines.append("    var \(name): \(type) { get { fatalError() } set {} }") }
            // UIKit's own (`viewDidLoad`) are overrides the app has; a role calls the app's own.
            let inherited = Set(SwiftInterface.shared.members(of: "UIViewController", static: false).map(\.name))
            for statement in chunk.statements {
                guard case .function(let path, let isMethod, let body) = statement.kind, path.count == 2, path[0] == table, !inherited.contains(path[1]),
                      isMethod || path[1] != "new", let method = method(path[1], body, line: statement.line, fields: fields, comments: comments, names) else { continue }
                // `function T.make(name)`: the class's own function (SW10.5), `static` in Swift.
                lines.append("    " + (isMethod ? "" : "static ") + method)
            }
            lines.append("}")
            result.append(lines.joined(separator: "\n"))
        }
        return result
    }

    /// `func name(_ a: A) -> R { fatalError() }` when every parameter is annotated; the result is
    /// annotated, or the field the method returns (`return self.detailPizzaImage`).
    private static func method(_ name: String, _ body: LuaFunctionBody, line: Int, fields: [(String, SwiftTypeName)], comments: [LuaComment], _ names: LuaTypeNames) -> String? {
        var parameters: [String: String] = [:], result: String?
        var expected = line - 1
        for comment in comments.reversed() where comment.line < line {
            guard comment.line == expected else { break }
            expected -= 1
            let words = comment.text.split(separator: " ").map(String.init)
            if words.first == "-@param", words.count >= 3 { parameters[words[1]] = words[2] }
            if words.first == "-@return", words.count >= 2 { result = words[1] }
        }
        var list: [String] = []
        for parameter in body.parameters {
            guard let type = parameters[parameter].flatMap({ names.swiftType(annotation: $0) }) else { return nil }
            list.append("_ \(parameter): \(type)")
        }
        var resultType = result.flatMap { names.swiftType(annotation: $0) }
        if resultType == nil, body.body.count == 1, case .return(let values) = body.body[0].kind, values.count == 1,
           case .field(let object, let field) = values[0].kind, case .name("self") = object.kind {
            resultType = fields.first { $0.0 == field }?.1
        }
        guard let resultType else { return "func \(name)(\(list.joined(separator: ", "))) {}" }
        return "func \(name)(\(list.joined(separator: ", "))) -> \(resultType) { fatalError() }"
    }
}
