import StagecraftImport
import StagecraftLua

extension SwiftEmitter {
    struct Emitted {
        var text: String
        var type: SwiftTypeName?
        /// Swift's binding strength: 100 for a primary/postfix expression.
        var precedence = 100
    }

    static let binaryPrecedence: [String: Int] = ["||": 10, "&&": 20, "==": 30, "!=": 30, "===": 30, "!==": 30, "<": 30, ">": 30, "<=": 30, ">=": 30,
                                                  "??": 35, "+": 40, "-": 40, "*": 50, "/": 50]

    func parenthesized(_ e: Emitted, below precedence: Int) -> String {
        e.precedence < precedence ? "(\(e.text))" : e.text
    }

    /// A value for a place of type `type`: a Swift `Double` where a `CGFloat` goes converts by
    /// itself, so only an optional's unwrapping is written.
    func coerce(_ e: Emitted, to type: SwiftTypeName?) -> String {
        // An image is its name in the Lua API (APIRenames): a String where UIKit takes a UIImage is the image of that name.
        if type?.nonOptional.name == "UIImage", let given = e.type, given.nonOptional == .string {
            return given.isOptional ? parenthesized(e, below: 100) + ".flatMap { UIImage(named: $0) }" : "UIImage(named: \(e.text))"
        }
        // SW10.2 A font is its size in the Lua API (APIRenames): a number where UIKit takes a UIFont is the system font of that size.
        if type?.nonOptional.name == "UIFont", let given = e.type, given.nonOptional.isNumber {
            return "UIFont.systemFont(ofSize: \(e.text))"
        }
        if let type, !type.isOptional, e.type?.isOptional == true, e.type?.isImplicitlyUnwrapped == false {
            return parenthesized(e, below: 100) + "!"
        }
        return e.text
    }

    /// The receiver of a member: a value that may be nil is unwrapped with `!`, where Lua would
    /// stop with "attempt to index a nil value".
    func receiver(_ e: Emitted) -> Emitted {
        guard let type = e.type, type.isOptional, !type.isImplicitlyUnwrapped else { return e }
        return Emitted(text: parenthesized(e, below: 100) + "!", type: type.nonOptional)
    }

    func expression(_ e: LuaExpression, expected: SwiftTypeName?, asTarget: Bool = false) -> Emitted {
        switch e.kind {
        case .nil:
            // No options: Lua's nil, Swift's empty option set.
            if let expected, !expected.isOptional, interface.isOptionSet(expected.name) { return Emitted(text: "[]", type: expected) }
            return Emitted(text: "nil", type: expected?.optional)
        case .true: return Emitted(text: "true", type: .bool)
        case .false: return Emitted(text: "false", type: .bool)
        case .number(let text):
            let type = expected?.isNumber == true ? expected : (text.contains(".") ? SwiftTypeName.cgFloat : (expected?.name == "Int" ? .int : .cgFloat))
            return Emitted(text: text.lowercased().hasPrefix("0x") ? text : text, type: type)
        case .string(let text):
            if let expected, let value = caseName(text, of: expected.nonOptional) { return Emitted(text: value, type: expected.nonOptional) }
            if expected?.nonOptional.name == "UIColor" {
                if let color = Self.hexColor(text) { return Emitted(text: color, type: SwiftTypeName("UIColor")) }
                report(e.line, "the colour \(Self.stringLiteral(text))", "a colour is UIColor's name (`systemBlue`) or #rrggbb[aa]")
            }
            // An image is its name in the Lua API (`imageView.imageName = "pizza"`, APIRenames).
            if expected?.nonOptional.name == "UIImage" { return Emitted(text: "UIImage(named: \(Self.stringLiteral(text)))", type: SwiftTypeName("UIImage", optional: true)) }
            return Emitted(text: Self.stringLiteral(text), type: .string)
        case .vararg:
            report(e.line, "`...`", "Swift functions take named parameters")
            return Emitted(text: "nil", type: nil)
        case .function(let body): return closure(body, expected: expected, line: e.line)
        case .table(let fields): return table(fields, expected: expected, line: e.line)
        case .name(let name): return nameExpression(name, line: e.line)
        case .field(let object, let key):
            let emitted = field(object, key, line: e.line, asTarget: asTarget)
            // `CGAffineTransform.identity` where a CGAffineTransform goes: `.identity`.
            if case .name(let name) = object.kind, let expected, expected.nonOptional.name == name, emitted.text == "\(name).\(key)" {
                return Emitted(text: "." + key, type: emitted.type)
            }
            return emitted
        case .index(let object, let key):
            if let property = sideTableProperty(object, key) {
                return Emitted(text: property.text, type: property.type)
            }
            let base = receiver(expression(object, expected: nil))
            if base.type?.isArray == true {
                guard let index = listIndex(key, of: object, base: base, line: e.line) else { return Emitted(text: base.text, type: nil) }
                return Emitted(text: "\(parenthesized(base, below: 100))[\(index)]", type: base.type?.element)
            }
            if let dictionary = base.type?.dictionary {
                // A missing key is nil in Lua: the value may be nil (unwrapped where it is used, as
                // Lua fails there).
                let keyValue = expression(key, expected: dictionary.key)
                if keyValue.type == nil, case .field(let object, let field) = key.kind, case .name(let name) = object.kind, selfNames.contains(name), learnedFieldTypes[field] == nil {
                    learnedFieldTypes[field] = dictionary.key
                }
                return Emitted(text: "\(base.text)[\(keyValue.text)]", type: asTarget ? dictionary.value : dictionary.value.optional)
            }
            report(e.line, "indexing with `[…]`", "only a list's element at a literal index maps (Lua counts from 1, Swift from 0)")
            return Emitted(text: base.text, type: nil)
        case .call(let callee, let arguments): return call(callee, arguments, line: e.line, expected: expected)
        case .method(let object, let name, let arguments): return methodCall(object, name, arguments, line: e.line, expected: expected)
        case .binary(let op, let left, let right): return binary(op, left, right, line: e.line, expected: expected)
        case .unary(let op, let operand):
            switch op {
            case "not": return Emitted(text: negatedCondition(operand), type: .bool, precedence: 90)
            case "-":
                let inner = expression(operand, expected: expected)
                return Emitted(text: "-" + parenthesized(inner, below: 100), type: inner.type, precedence: 90)
            case "#":
                let inner = receiver(expression(operand, expected: nil))
                return Emitted(text: parenthesized(inner, below: 100) + ".count", type: .int)
            default:
                report(e.line, "the operator `\(op)`", "bitwise operators have no UIKit use here")
                return Emitted(text: "0", type: nil)
            }
        case .parenthesized(let inner):
            let emitted = expression(inner, expected: expected)
            return Emitted(text: "(\(emitted.text))", type: emitted.type)
        }
    }

    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `"#1E90FF"` (or `#rrggbbaa`) as UIColor's components, each a fraction of 255.
    static func hexColor(_ text: String) -> String? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9 else { return nil }
        let digits = Array(text.dropFirst())
        var components: [String] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let value = Int(String(digits[index...index + 1]), radix: 16) else { return nil }
            components.append(value == 0 ? "0" : value == 255 ? "1" : "\(value) / 255")
        }
        if components.count == 3 { components.append("1") }
        return "UIColor(red: \(components[0]), green: \(components[1]), blue: \(components[2]), alpha: \(components[3]))"
    }

    /// `.from`, `.curveEaseOut`: a Lua string that is one of UIKit's case names of `type`.
    func caseName(_ text: String, of type: SwiftTypeName) -> String? {
        interface.staticValues(of: type.name).contains(text) ? "." + text : nil
    }

    // MARK: Names and fields

    private func nameExpression(_ name: String, line: Int) -> Emitted {
        if selfNames.contains(name) { return Emitted(text: "self", type: SwiftTypeName(module.className)) }
        if let found = variable(name) { return Emitted(text: found.swift, type: found.type) }
        // A local the factory's functions share: the instance's stored property.
        if module.instanceLocals.contains(where: { $0.name == name }), let property = ownProperty(name) {
            if narrowedProperties.contains(name), let local = variable(name) { return Emitted(text: local.swift, type: local.type) }
            return Emitted(text: property.text, type: property.type)
        }
        if let constant = module.constants.first(where: { $0.name == name }) {
            let value = expression(constant.value, expected: nil)
            return Emitted(text: Self.swiftIdentifier(name), type: value.type)
        }
        if interface.types[name] != nil { return Emitted(text: name, type: SwiftTypeName(name + ".Type")) }
        if let sibling = siblings[name] {
            // A role table used as the object (no `new`): in Swift, an instance of its class.
            if sibling.module.initializer == nil, let made = presentationControllerInit(sibling) { return made }
            if sibling.module.initializer == nil { return Emitted(text: sibling.module.className + "()", type: SwiftTypeName(sibling.module.className)) }
            report(line, "the module `\(name)` as a value", "make an instance (`\(name).new(…)`)")
            return Emitted(text: name, type: nil)
        }
        if let global = interface.globals.first(where: { $0.kind == .property && $0.name == name }) {
            return Emitted(text: name, type: global.type)
        }
        report(line, "the name `\(name)`", "it is not a local, a parameter, a field of the class or a UIKit type")
        return Emitted(text: name, type: nil)
    }

    /// `dismissing[self]`: the per-object state a side table keeps is the object's property.
    func sideTableProperty(_ table: LuaExpression, _ key: LuaExpression) -> (text: String, type: SwiftTypeName?)? {
        guard case .name(let name) = table.kind, variable(name) == nil, module.sideTables.contains(where: { $0.name == name }),
              case .name(let keyName) = key.kind, selfNames.contains(keyName) else { return nil }
        return ownProperty(name)
    }

    /// A property of the class being written or of what it inherits, as Swift reads it.
    func ownProperty(_ key: String) -> (text: String, type: SwiftTypeName?)? {
        let explicit = closureDepth > 0 || variable(key) != nil
        let shared = module.sharedProperties.contains(key)
        let text = (shared ? module.className + "." : explicit ? "self." : "") + Self.swiftIdentifier(key)
        if let stored = storedProperties.first(where: { $0.name == key }) { return (text, stored.type) }
        for type in selfTypes {
            if let member = interface.members(of: type, static: false).first(where: { $0.kind == .property && $0.name == key }) { return (text, member.type) }
        }
        if let method = methodSignatures[key], method.kind == .property { return (text, method.result) }
        return nil
    }

    private func field(_ object: LuaExpression, _ key: String, line: Int, asTarget: Bool) -> Emitted {
        // `UIControl.Event.touchUpInside`, `UIControl.State.normal`: the Lua API's tables of case names (T12.6).
        if case .field(let namespace, let table) = object.kind, case .name("UIControl") = namespace.kind, variable("UIControl") == nil,
           table == "Event" || table == "State" {
            let type = SwiftTypeName("UIControl.\(table)")
            guard interface.members(of: type.name, static: true).contains(where: { $0.name == key }) else {
                report(line, "`UIControl.\(table).\(key)`", "UIKit's UIControl.\(table) has no case `\(key)`")
                return Emitted(text: "UIControl.\(table).\(key)", type: nil)
            }
            return Emitted(text: "UIControl.\(table).\(key)", type: type)
        }
        if case .name(let name) = object.kind {
            if selfNames.contains(name), variable(name) == nil || name == "self" {
                if asTarget, name == "self", module.sharedProperties.contains(key) {
                    report(line, "an assignment to `self.\(key)`", "the local subclass reads `\(module.tableName).\(key)`, the one value all share (Swift's static); in Lua this makes a field of the instance instead — assign `\(module.tableName).\(key)`")
                }
                if !asTarget, narrowedProperties.contains(key), let local = variable(key) { return Emitted(text: local.swift, type: local.type) }
                if let property = ownProperty(key) { return Emitted(text: property.text, type: property.type) }
                // Annotated but never set here (the zoom detail's `interactiveTransition`, set by its
                // animator): asking for the annotation would cry wolf.
                let why = fieldAnnotations[key] != nil
                    ? "its `---@field \(key)` is never set in this module (another role sets it): give it a value in the class table or in `new`"
                    : "the class declares no property `\(key)` (annotate it with `---@field \(key) Type` if it is set later)"
                report(line, "`\(name).\(key)`", why)
                return Emitted(text: "self.\(key)", type: nil)
            }
            if let outer, name == outer.module.tableName, variable(name) == nil, outer.module.sharedProperties.contains(key),
               let property = outer.storedProperties.first(where: { $0.name == key }) {
                return Emitted(text: "\(outer.module.className).\(Self.swiftIdentifier(key))", type: property.type)
            }
            if name == "math", variable(name) == nil {
                switch key {
                case "pi": return Emitted(text: "CGFloat.pi", type: .cgFloat)
                case "huge": return Emitted(text: "CGFloat.infinity", type: .cgFloat)
                default: break
                }
            }
            if variable(name) == nil, let swiftType = Self.globalType(name, interface) {
                if let member = interface.members(of: swiftType, static: true).first(where: { $0.name == key && ($0.kind == .property || $0.kind == .enumCase) }) {
                    let type = member.type.map { $0.name == "Self" ? SwiftTypeName(swiftType) : $0 } ?? SwiftTypeName(swiftType)
                    return Emitted(text: "\(swiftType).\(key)", type: type)
                }
                report(line, "`\(name).\(key)`", "UIKit's \(swiftType) has no static member `\(key)` the bindings expose")
                return Emitted(text: "\(swiftType).\(key)", type: nil)
            }
        }
        let base = receiver(expression(object, expected: nil))
        guard let type = base.type else {
            return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: nil)
        }
        if let element = tupleElement(base, key) { return element }
        let swiftKey = interface.members(of: type.name, static: false).contains { $0.kind == .property && $0.name == key } ? key : APIRenames.swiftProperties[key] ?? key
        if let member = interface.members(of: type.name, static: false).first(where: { $0.kind == .property && $0.name == swiftKey }) {
            if asTarget, !member.isSettable {
                report(line, "an assignment to `.\(swiftKey)`", "UIKit's \(type.name).\(swiftKey) is read-only")
            }
            // SW10.2 A font read is its size, as the Lua's number (`label.fontSize`).
            if !asTarget, swiftKey != key, member.type?.nonOptional.name == "UIFont" {
                return Emitted(text: "\(parenthesized(base, below: 100)).font.pointSize", type: .cgFloat)
            }
            return Emitted(text: "\(parenthesized(base, below: 100)).\(Self.swiftIdentifier(swiftKey))", type: member.type)
        }
        // Stagecraft's `view.cornerRadius` is UIKit's `view.layer.cornerRadius`.
        if key == "cornerRadius", interface.isSubtype(type.name, of: "UIView") {
            return Emitted(text: "\(parenthesized(base, below: 100)).layer.cornerRadius", type: .cgFloat)
        }
        if type.name == module.className, let property = storedProperties.first(where: { $0.name == key }) {
            return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: property.type)
        }
        if let sibling = siblings.values.first(where: { $0.module.className == type.name }) {
            if let property = sibling.storedProperties.first(where: { $0.name == key }) {
                return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: property.type)
            }
            if let inherited = sibling.selfTypes.lazy.compactMap({ t in self.interface.members(of: t, static: false).first { $0.kind == .property && $0.name == key } }).first {
                return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: inherited.type)
            }
        }
        report(line, "`.\(key)` of a \(type.name)", "UIKit's \(type.name) has no property `\(key)` the bindings expose")
        return Emitted(text: "\(parenthesized(base, below: 100)).\(key)", type: nil)
    }

    /// The Swift type a Lua global names (`UIView`, `CGRect`, `CATransaction`).
    static func globalType(_ name: String, _ interface: SwiftInterface) -> String? {
        interface.types[name] != nil ? name : nil
    }

    // MARK: Tables

    private func table(_ fields: [LuaField], expected: SwiftTypeName?, line: Int) -> Emitted {
        if fields.isEmpty, let expected, interface.isOptionSet(expected.name) || expected.isArray { return Emitted(text: "[]", type: expected) }
        if fields.isEmpty, let expected, expected.dictionary != nil { return Emitted(text: "[:]", type: expected) }
        let positional = fields.allSatisfy { if case .positional = $0.key { true } else { false } }
        if positional {
            let element = expected.flatMap { interface.isOptionSet($0.name) ? $0.nonOptional : $0.element }
            let values = fields.map { expression($0.value, expected: element) }
            let type = expected ?? values.first?.type.map { SwiftTypeName("[\($0)]") }
            return Emitted(text: "[\(values.map(\.text).joined(separator: ", "))]", type: type)
        }
        var named: [(String, LuaExpression)] = []
        for field in fields {
            guard case .name(let key) = field.key else {
                report(line, "a table with computed keys", "in Swift it is a dictionary: write its keys as names")
                return Emitted(text: "nil", type: nil)
            }
            named.append((key, field.value))
        }
        // `{ dx = 0, dy = 1 }`: the UIKit value whose init takes exactly these labels.
        if let record = record(named, expected: expected) { return record }
        // `{ top = {…}, left = {…} }`: a dictionary by name, its values of one type.
        let values = named.map { expression($0.1, expected: expected?.dictionary?.value) }
        if let valueType = values.first?.type, values.allSatisfy({ $0.type == valueType }) {
            let entries = zip(named, values).map { "\(Self.stringLiteral($0.0.0)): \($0.1.text)" }
            return Emitted(text: "[\(entries.joined(separator: ", "))]", type: SwiftTypeName("[String: \(valueType)]"))
        }
        // `{ view = v, index = i }`: a record, a tuple with labels.
        if let tuple = tupleRecord(named, expected: expected, line: line) { return tuple }
        report(line, "a table with named keys", "in Swift it is a struct or an init with labels; write the call UIKit's way (`CGRect(x, y, w, h)`)")
        return Emitted(text: "nil", type: nil)
    }

    /// A record table as the UIKit value whose init labels are exactly its keys (`CGVector(dx:dy:)`),
    /// the expected type's when there is one.
    func record(_ named: [(String, LuaExpression)], expected: SwiftTypeName?) -> Emitted? {
        let keys = Set(named.map(\.0))
        let candidates = expected.map { [$0.nonOptional.name] } ?? interface.types.values.filter { $0.kind == .struct }.map(\.name).sorted()
        for type in candidates {
            guard let initializer = interface.initializers(of: type).first(where: { candidate in
                Set(candidate.labels) == keys && candidate.labels.count == keys.count
                    && candidate.parameters.allSatisfy { parameter in fits(named.first { $0.0 == parameter.label }!.1, parameter) }
            }) else { continue }
            let arguments = initializer.parameters.map { parameter in
                "\(parameter.label): \(expression(named.first { $0.0 == parameter.label }!.1, expected: parameter.type).text)"
            }
            return Emitted(text: "\(type)(\(arguments.joined(separator: ", ")))", type: SwiftTypeName(type))
        }
        return nil
    }

    // MARK: Closures

    private func closure(_ body: LuaFunctionBody, expected: SwiftTypeName?, line: Int) -> Emitted {
        guard let expected, expected.isFunction else {
            report(line, "a function value here", "Swift needs to know its type: pass it where UIKit takes a closure")
            return Emitted(text: "{}", type: nil)
        }
        let parameterTypes = expected.functionParameters
        var names: [String] = []
        push()
        for (index, type) in parameterTypes.enumerated() {
            let luaName = index < body.parameters.count ? body.parameters[index] : "_"
            declare(luaName, type)
            names.append(luaName == "_" || !uses(luaName, in: body.body) ? "_" : Self.swiftIdentifier(luaName))
        }
        let savedResult = currentResult, savedInferred = inferredResult
        currentResult = expected.functionResult
        closureDepth += 1
        let head = names.isEmpty ? "{" : "{ \(names.joined(separator: ", ")) in"
        let saved = output
        output = []
        indented {
            skipComments(through: body.line)
            block(body.body)
            flushComments(before: body.endLine)
        }
        let lines = output
        output = saved
        closureDepth -= 1
        currentResult = savedResult
        inferredResult = savedInferred
        pop()
        // One short statement on the line of `function`: a one-line closure, as the Lua was.
        if body.line == body.endLine, lines.count <= 1 {
            let inner = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
            return Emitted(text: inner.isEmpty ? head + " }" : "\(head) \(inner) }", type: expected)
        }
        let indent = String(repeating: "    ", count: indentLevel)
        return Emitted(text: head + "\n" + lines.joined(separator: "\n") + "\n" + indent + "}", type: expected)
    }

    /// Whether a function body reads the name (an unused closure parameter is `_` in Swift).
    func uses(_ name: String, in statements: [LuaStatement]) -> Bool {
        var found = false
        func visit(_ e: LuaExpression) {
            if found { return }
            switch e.kind {
            case .name(let n): if n == name { found = true }
            case .function(let f): if !f.parameters.contains(name) { f.body.forEach(visitStatement) }
            case .table(let fields): fields.forEach { if case .expression(let k) = $0.key { visit(k) }; visit($0.value) }
            case .field(let o, _): visit(o)
            case .index(let o, let k): visit(o); visit(k)
            case .call(let f, let a): visit(f); a.forEach(visit)
            case .method(let o, _, let a): visit(o); a.forEach(visit)
            case .binary(_, let l, let r): visit(l); visit(r)
            case .unary(_, let x), .parenthesized(let x): visit(x)
            default: break
            }
        }
        func visitStatement(_ s: LuaStatement) {
            switch s.kind {
            case .local(_, let v), .return(let v): v.forEach(visit)
            case .assignment(let t, let v): t.forEach(visit); v.forEach(visit)
            case .call(let c): visit(c)
            case .do(let b): b.forEach(visitStatement)
            case .while(let c, let b), .repeat(let b, let c): visit(c); b.forEach(visitStatement)
            case .if(let branches, let otherwise):
                for branch in branches { visit(branch.condition); branch.body.forEach(visitStatement) }
                otherwise?.forEach(visitStatement)
            case .numericFor(_, let a, let b, let c, let body): visit(a); visit(b); c.map(visit); body.forEach(visitStatement)
            case .genericFor(_, let v, let body): v.forEach(visit); body.forEach(visitStatement)
            case .localFunction(_, let f), .function(_, _, let f): f.body.forEach(visitStatement)
            default: break
            }
        }
        statements.forEach(visitStatement)
        return found
    }

    // MARK: Operators

    private func binary(_ op: String, _ left: LuaExpression, _ right: LuaExpression, line: Int, expected: SwiftTypeName?) -> Emitted {
        switch op {
        case "and", "or":
            // `c and x or y`: the conditional expression.
            if op == "or", case .binary("and", let c, let x) = left.kind {
                let yes = expression(x, expected: expected)
                let no = expression(right, expected: expected ?? yes.type)
                return Emitted(text: "\(condition(c)) ? \(parenthesized(yes, below: 11)) : \(parenthesized(no, below: 11))", type: yes.type ?? no.type, precedence: 5)
            }
            let l = expression(left, expected: nil)
            // `flag or false` for a Bool that may be nil is `flag ?? false` (Lua's `false or false`
            // is false too); `or true` is not (`false or true` is true), so only `false` defaults it.
            let defaultsToFalse: Bool = { if case .false = right.kind { return true } else { return false } }()
            if op == "or", let type = l.type, type.isOptional, type.name != "Bool" || defaultsToFalse {
                let r = expression(right, expected: type.nonOptional)
                return Emitted(text: "\(parenthesized(l, below: 36)) ?? \(parenthesized(r, below: 35))", type: r.type?.isOptional == true ? type : type.nonOptional, precedence: 35)
            }
            let swiftOp = op == "and" ? "&&" : "||"
            return Emitted(text: "\(condition(left, precedence: Self.binaryPrecedence[swiftOp]!)) \(swiftOp) \(condition(right, precedence: Self.binaryPrecedence[swiftOp]! + 1))", type: .bool, precedence: Self.binaryPrecedence[swiftOp]!)
        case "==", "~=":
            var l = expression(left, expected: nil)
            var r = expression(right, expected: l.type)
            if case .string = left.kind, let type = r.type { l = expression(left, expected: type) }
            if case .nil = right.kind { r = Emitted(text: "nil", type: l.type) }
            let isObject = [l.type, r.type].contains { $0.map { interface.types[$0.name]?.kind == .class || interface.types[$0.name]?.kind == .protocol } ?? false }
            let swiftOp = isObject && !isNil(right) && !isNil(left) ? (op == "==" ? "===" : "!==") : (op == "==" ? "==" : "!=")
            return Emitted(text: "\(parenthesized(l, below: 31)) \(swiftOp) \(parenthesized(r, below: 31))", type: .bool, precedence: 30)
        case "<", ">", "<=", ">=":
            let l = expression(left, expected: nil), r = expression(right, expected: l.type)
            return Emitted(text: "\(parenthesized(l, below: 31)) \(op) \(parenthesized(r, below: 31))", type: .bool, precedence: 30)
        case "+", "-", "*", "/":
            let numeric = expected?.isNumber == true ? expected : nil
            var l = expression(left, expected: numeric)
            var r = expression(right, expected: numeric ?? l.type)
            let precedence = Self.binaryPrecedence[op]!
            let type = [l.type, r.type].compactMap { $0 }.first { $0.name != "Int" } ?? l.type ?? r.type
            // Lua has one number; Swift converts an Int (an ipairs index, a count) explicitly.
            if let type, type.name != "Int", type.isNumber {
                if l.type == .int, !Self.isNumberLiteral(left) { l = Emitted(text: "\(type.name)(\(l.text))", type: type) }
                if r.type == .int, !Self.isNumberLiteral(right) { r = Emitted(text: "\(type.name)(\(r.text))", type: type) }
            }
            return Emitted(text: "\(parenthesized(receiverValue(l), below: precedence)) \(op) \(parenthesized(receiverValue(r), below: precedence + 1))", type: type, precedence: precedence)
        case "..":
            let l = expression(left, expected: nil), r = expression(right, expected: nil)
            func piece(_ e: Emitted) -> String {
                if e.type == .string, e.text.hasPrefix("\""), e.text.hasSuffix("\"") { return String(e.text.dropFirst().dropLast()) }
                return "\\(\(e.text))"
            }
            return Emitted(text: "\"\(piece(l))\(piece(r))\"", type: .string)
        case "^":
            let l = expression(left, expected: .cgFloat), r = expression(right, expected: .cgFloat)
            return Emitted(text: "pow(\(l.text), \(r.text))", type: .cgFloat)
        case "//":
            let l = expression(left, expected: expected), r = expression(right, expected: expected)
            return Emitted(text: "(\(l.text) / \(r.text)).rounded(.down)", type: l.type)
        default:
            report(line, "the operator `\(op)`", op == "%" ? "Lua's % is a floored modulo; write it with `x - (x / n).rounded(.down) * n`" : "it has no Swift equivalent here")
            return Emitted(text: "0", type: nil)
        }
    }

    /// An operand of arithmetic: a value that may be nil is unwrapped, as Lua's arithmetic on nil fails.
    private func receiverValue(_ e: Emitted) -> Emitted { receiver(e) }

    // MARK: Conditions

    /// A Lua condition as a Swift `Bool`: only nil and false are false in Lua.
    func condition(_ e: LuaExpression, precedence: Int = 0) -> String {
        switch e.kind {
        case .unary("not", let inner): return negatedCondition(inner)
        case .binary("and", let l, let r):
            let text = "\(condition(l, precedence: 20)) && \(condition(r, precedence: 21))"
            return precedence > 20 ? "(\(text))" : text
        case .binary("or", let l, let r):
            let text = "\(condition(l, precedence: 10)) || \(condition(r, precedence: 11))"
            return precedence > 10 ? "(\(text))" : text
        default: break
        }
        let emitted = expression(e, expected: .bool)
        if let type = emitted.type, type.isOptional {
            // A Bool that may be nil is true only when it is true (Lua's nil and false are false).
            let text = "\(parenthesized(emitted, below: 31)) \(type.name == "Bool" ? "== true" : "!= nil")"
            return precedence > 30 ? "(\(text))" : text
        }
        return emitted.precedence < precedence ? "(\(emitted.text))" : emitted.text
    }

    func negatedCondition(_ e: LuaExpression) -> String {
        let emitted = expression(e, expected: .bool)
        if let type = emitted.type, type.isOptional { return "\(parenthesized(emitted, below: 31)) \(type.name == "Bool" ? "!= true" : "== nil")" }
        return "!" + parenthesized(emitted, below: 100)
    }
}

import Foundation
