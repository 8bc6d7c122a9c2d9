import StagecraftImport

extension SwiftEmitter {
    /// An argument as written, for choosing among overloads: what kind of value it is.
    func fits(_ argument: LuaExpression, _ parameter: SwiftInterface.Parameter) -> Bool {
        switch argument.kind {
        case .function: return parameter.type.isFunction
        // An image is its name in the Lua API (`button:setImage("xmark", "normal")`, APIRenames).
        case .string(let text): return parameter.type.name == "String" || parameter.type.nonOptional.name == "UIImage"
            || caseName(text, of: parameter.type.nonOptional) != nil
        case .number: return parameter.type.isNumber || ["CGFloat", "Double", "Float", "Int", "TimeInterval", "Float"].contains(parameter.type.name)
        case .nil: return parameter.type.isOptional || parameter.hasDefault
        case .true, .false: return parameter.type.name == "Bool"
        case .table: return interface.isOptionSet(parameter.type.name) || parameter.type.isArray
        default: return !parameter.type.isFunction || {
            if case .name = argument.kind { return true }
            return false
        }()
        }
    }

    /// A call with one table of named arguments (`CGAffineTransform{translationX = w, y = 0}`,
    /// `UIView.animate{duration = …, animations = …}`): the overload whose labels are its keys (a
    /// key may also be the parameter's name, and a label left out must have a default), with the
    /// arguments in the declaration's order.
    /// Parameters UIKit requires that the Lua API's options tables may leave out, by the init's
    /// labels: their value then (`UIColor{red = 1, green = 0.85, blue = 0.6}` is opaque).
    static let luaDefaults: [[String]: [String: String]] = [["red", "green", "blue", "alpha"]: ["alpha": "1"], ["white", "alpha"]: ["alpha": "1"]]

    func namedArguments(_ candidates: [SwiftInterface.Member], _ arguments: [LuaExpression]) -> (SwiftInterface.Member, [LuaExpression])? {
        // The options table is the last argument; the ones before it are the first parameters, in
        // order (`anchor:constraintEqualTo(other, {multiplier = 0.5, constant = 8})`).
        guard let last = arguments.last, case .table(let fields) = last.kind, !fields.isEmpty else { return nil }
        let positional = Array(arguments.dropLast())
        var named: [String: LuaExpression] = [:]
        for field in fields {
            guard case .name(let key) = field.key else { return nil }
            named[key] = field.value
        }
        for member in candidates where member.parameters.count >= positional.count {
            var ordered: [LuaExpression] = positional
            var used = 0
            var fitsAll = true
            for parameter in member.parameters.dropFirst(positional.count) {
                if let value = named[parameter.label] ?? named[parameter.name] {
                    ordered.append(value)
                    used += 1
                } else if parameter.hasDefault {
                    ordered.append(LuaExpression(kind: .nil, line: last.line))
                } else if let value = Self.luaDefaults[member.labels]?[parameter.label] {
                    ordered.append(LuaExpression(kind: .number(value), line: last.line))
                } else {
                    fitsAll = false
                    break
                }
            }
            if fitsAll, used == named.count, zip(ordered, member.parameters).allSatisfy({ fits($0, $1) }) { return (member, ordered) }
        }
        return nil
    }

    /// The overload a positional Lua call means: as many parameters as arguments (or more, with
    /// defaults), each argument fitting its parameter.
    func overload(_ candidates: [SwiftInterface.Member], _ arguments: [LuaExpression]) -> SwiftInterface.Member? {
        let fitting = candidates.filter { member in
            member.parameters.count >= arguments.count
                && member.parameters[arguments.count...].allSatisfy(\.hasDefault)
                && zip(arguments, member.parameters).allSatisfy { fits($0, $1) }
        }
        guard fitting.count > 1 else { return fitting.first }
        // Overloads the arguments' shapes do not tell apart (`convert(_: CGPoint, from:)` and
        // `convert(_: CGRect, from:)`): the first whose parameters take the arguments' types.
        let saved = problems
        let types = arguments.map { expression($0, expected: nil).type }
        problems = saved
        return fitting.first { member in zip(types, member.parameters).allSatisfy { accepts($1.type, $0) } } ?? fitting.first
    }

    /// Whether a parameter of type `parameter` takes a value of type `argument` (unknown: yes).
    private func accepts(_ parameter: SwiftTypeName, _ argument: SwiftTypeName?) -> Bool {
        guard let argument else { return true }
        let wanted = parameter.nonOptional, given = argument.nonOptional
        if wanted.name == given.name || (wanted.isNumber && given.isNumber) { return true }
        return interface.isSubtype(given.name, of: wanted.name)
    }

    /// The argument list of a call: labels, UIKit's defaults left out at the end, and closures
    /// at the end written as trailing closures.
    func argumentList(_ parameters: [SwiftInterface.Parameter], _ arguments: [LuaExpression]) -> String {
        var written: [(label: String, text: String, isClosure: Bool)] = []
        for (parameter, argument) in zip(parameters, arguments) {
            if isObserving, case .name(let name) = argument.kind, observedArgumentTypes[name] == nil { observedArgumentTypes[name] = parameter.type }
            let value = expression(argument, expected: parameter.type)
            let isClosure: Bool
            if case .function = argument.kind { isClosure = true } else { isClosure = false }
            written.append((parameter.label, coerce(value, to: parameter.type), isClosure))
        }
        // Trailing arguments that say what the default says: `completion: nil`, `options: []`.
        while let last = written.last, let parameter = parameters[safe: written.count - 1], parameter.hasDefault, last.text == "nil" || last.text == "[]" {
            written.removeLast()
        }
        var trailing: [(label: String, text: String, isClosure: Bool)] = []
        while let last = written.last, last.isClosure, trailing.count < 2 {
            trailing.insert(written.removeLast(), at: 0)
        }
        // A closure in the middle after a trailing one would change the meaning; keep them all in.
        if trailing.count == 2, trailing[0].label == "_" { written += trailing; trailing = [] }
        var text = "(" + written.map { $0.label == "_" ? $0.text : "\($0.label): \($0.text)" }.joined(separator: ", ") + ")"
        if !trailing.isEmpty, text == "()" { text = "" }
        for (index, closure) in trailing.enumerated() {
            text += index == 0 ? " \(closure.text)" : " \(closure.label): \(closure.text)"
        }
        return text
    }

    // MARK: Calls

    func call(_ callee: LuaExpression, _ arguments: [LuaExpression], line: Int, expected: SwiftTypeName?) -> Emitted {
        switch callee.kind {
        case .name(let name) where variable(name) == nil && localFunctions[name] != nil:
            let key = "local " + name
            for (index, argument) in arguments.enumerated() where learnedParameterTypes[key]?[index] == nil {
                let saved = (problems, pendingNames)
                if let type = expression(argument, expected: nil).type { learnedParameterTypes[key, default: [:]][index] = type }
                (problems, pendingNames) = saved
            }
            guard let signature = localFunctions[name], signature.parameters.count == arguments.count else {
                report(line, "the call `\(name)(…)`", "the local function's parameters are not typed yet")
                return Emitted(text: name + "()", type: nil)
            }
            return Emitted(text: Self.swiftIdentifier(name) + argumentList(signature.parameters, arguments), type: signature.result)
        case .name(let name) where variable(name) == nil && module.methods.contains(where: { $0.name == name && $0.isLocalFunction }):
            return ownMethodCall(name, arguments, line: line)
        case .name(let name) where variable(name) == nil:
            // `UIPercentDrivenInteractiveTransition(Handler.new())`: in Swift the handler is the subclass.
            if name == "UIPercentDrivenInteractiveTransition", arguments.count == 1, case .call(let inner, let innerArguments) = arguments[0].kind,
               case .field(let object, "new") = inner.kind, case .name(let handler) = object.kind, let sibling = siblings[handler], sibling.module.role == .interaction {
                return siblingInit(sibling, innerArguments, line: line)
            }
            // `UIViewControllerTransitioningDelegate(Delegate.new(…))`: the Lua API's delegate object
            // made from the role's table (a delegate, or an animator that is its own delegate); in
            // Swift the delegate class's instance is that object.
            if name == "UIViewControllerTransitioningDelegate", arguments.count == 1, case .call(let inner, let innerArguments) = arguments[0].kind,
               case .field(let object, "new") = inner.kind, case .name(let delegate) = object.kind, let sibling = siblings[delegate],
               sibling.module.definesDelegateCallbacks {
                return siblingInit(sibling, innerArguments, line: line)
            }
            // SW10.3 `UIViewController("detail", Screen.new(…))`: the Lua API's controller made with
            // a screen's table and its name; in Swift the screen class's instance, its name UIKit's
            // restorationIdentifier, set after it (as a container's is).
            if name == "UIViewController", arguments.count == 2, case .call(let inner, let innerArguments) = arguments[1].kind,
               case .field(let object, "new") = inner.kind, case .name(let screen) = object.kind, let sibling = siblings[screen], sibling.module.role == .screen {
                let made = siblingInit(sibling, innerArguments, line: line)
                pendingNames.append((made.text, coerce(expression(arguments[0], expected: .string), to: .string), APIRenames.controllerSwiftProperties["name"]!))
                return made
            }
            // SW10.5 A screen's `make(name)`: `UIViewController(name, setmetatable({ … }, T))` is the
            // class's own instance, named; the table's constants are its properties' initial values.
            if name == "UIViewController", arguments.count == 2, module.role == .screen, case .call(let inner, let innerArguments) = arguments[1].kind,
               case .name("setmetatable") = inner.kind, innerArguments.count == 2, case .name(module.tableName) = innerArguments[1].kind,
               case .table(let fields) = innerArguments[0].kind {
                return ownScreen(named: arguments[0], fields: fields, line: line)
            }
            if let type = Self.globalType(name, interface) { return initializer(type, arguments, line: line) }
            if let function = interface.globals.first(where: { $0.kind == .method && $0.name == name }) {
                let candidates = interface.globals.filter { $0.kind == .method && $0.name == name }
                guard let chosen = overload(candidates, arguments) else {
                    report(line, "`\(name)(…)` with \(arguments.count) argument(s)", "\(function.name) takes \(function.parameters.count)")
                    return Emitted(text: "\(name)()", type: function.type)
                }
                return Emitted(text: name + argumentList(chosen.parameters, arguments), type: chosen.type)
            }
            switch name {
            case "print": return Emitted(text: "print(\(arguments.map { expression($0, expected: nil).text }.joined(separator: ", ")))", type: nil)
            case "tostring":
                guard arguments.count == 1 else { break }
                return Emitted(text: "String(describing: \(expression(arguments[0], expected: nil).text))", type: .string)
            case "error":
                guard arguments.count >= 1 else { break }
                return Emitted(text: "fatalError(\(expression(arguments[0], expected: .string).text))", type: nil)
            default: break
            }
        case .field(let object, let key):
            if case .name(let name) = object.kind, variable(name) == nil || selfNames.contains(name) {
                if selfNames.contains(name) { return ownMethodCall(key, arguments, line: line) }
                if name == "math" { return mathCall(key, arguments, line: line) }
                if name == "table", key == "sort" { return tableSort(arguments, line: line) }
                if let sibling = siblings[name], key == "new" { return siblingInit(sibling, arguments, line: line) }
                if let sibling = siblings[name], let call = siblingStaticCall(sibling, key, arguments, line: line) { return call }
                if let type = Self.globalType(name, interface) { return staticCall(type, key, arguments, line: line) }
            }
        default: break
        }
        report(line, "the call `\(Self.calleeText(callee))(…)`", "it is not a UIKit call the bindings expose, a method of the class, a function of the module or of a required role")
        return Emitted(text: "nil", type: nil)
    }

    private func initializer(_ type: String, _ arguments: [LuaExpression], line: Int) -> Emitted {
        let inits = interface.initializers(of: type)
        if let (chosen, ordered) = namedArguments(inits, arguments) {
            return Emitted(text: type + argumentList(chosen.parameters, ordered), type: SwiftTypeName(type))
        }
        if let chosen = overload(inits, arguments) {
            return Emitted(text: type + argumentList(chosen.parameters, arguments), type: SwiftTypeName(type))
        }
        // `UITapGestureRecognizer(function() … end)`: the action is a method of the class, its target self.
        if interface.isSubtype(type, of: "UIGestureRecognizer"), arguments.count == 1, case .function(let body) = arguments[0].kind {
            guard let captured = capturedLocal(body) else {
                let name = (type.hasPrefix("UI") ? String(type.dropFirst(2)) : type).replacingOccurrences(of: "GestureRecognizer", with: "")
                let method = "handle\(name)\(liftedActions.count == 0 ? "" : String(liftedActions.count + 1))"
                liftedActions.append((method, body, type, selfNames))
                return Emitted(text: "\(type)(target: self, action: #selector(\(method)(_:)))", type: SwiftTypeName(type))
            }
            report(line, "a gesture action that uses the local `\(captured)`", "UIKit's action is a method: keep what it needs in a property")
            return Emitted(text: type + "()", type: SwiftTypeName(type))
        }
        // `UIPanGestureRecognizer{target = self, action = "handlePan", …}`: UIKit's
        // init(target:action:) with the action a method by selector; the other options are the
        // properties set after it.
        if interface.isSubtype(type, of: "UIGestureRecognizer"), arguments.count == 1, case .table(let fields) = arguments[0].kind,
           let action = Self.namedField("action", in: fields), case .string(let method) = action.kind,
           let target = Self.namedField("target", in: fields) {
            let text = "\(type)(target: \(expression(target, expected: nil).text), action: #selector(\(method)))"
            for field in fields {
                guard case .name(let key) = field.key else {
                    report(line, "a positional value in `\(type){…}`", "give each option its name")
                    continue
                }
                if key == "target" || key == "action" { continue }
                let propertyType = interface.members(of: type, static: false).first { $0.name == key }?.type
                pendingNames.append((text, expression(field.value, expected: propertyType).text, key))
            }
            return Emitted(text: text, type: SwiftTypeName(type))
        }
        // `UIImageView(frame, "pizza" [, "name"])`: the image's name second, as the binding takes it.
        if type == "UIImageView", arguments.count >= 2, arguments.count <= 3, let frameInit = inits.first(where: { $0.labels == ["frame"] }) {
            let text = type + argumentList(frameInit.parameters, [arguments[0]])
            let image = expression(arguments[1], expected: SwiftTypeName("UIImage", optional: true))
            pendingNames.append((text, image.text, "image"))
            if arguments.count == 3, case .string(let name) = arguments[2].kind { pendingNames.append((text, Self.stringLiteral(name), APIRenames.swiftProperties["name"]!)) }
            return Emitted(text: text, type: SwiftTypeName(type))
        }
        // `UILabel(frame, "text" [, "name"])`: the text second, as the binding takes it.
        if type == "UILabel", arguments.count >= 2, arguments.count <= 3, let frameInit = inits.first(where: { $0.labels == ["frame"] }) {
            let text = type + argumentList(frameInit.parameters, [arguments[0]])
            pendingNames.append((text, expression(arguments[1], expected: SwiftTypeName("String", optional: true)).text, "text"))
            if arguments.count == 3, case .string(let name) = arguments[2].kind { pendingNames.append((text, Self.stringLiteral(name), APIRenames.swiftProperties["name"]!)) }
            return Emitted(text: text, type: SwiftTypeName(type))
        }
        // `UILabel{ text = "Title", name = "title" }`: a view from the Lua API's options table — UIKit's
        // init(frame:), or init() without a frame (a zero frame, as the Lua's), then each other
        // option the property it sets (`name` the accessibilityIdentifier, `imageName` the image).
        if interface.isSubtype(type, of: "UIView"), arguments.count == 1, case .table(let fields) = arguments[0].kind, !fields.isEmpty {
            let frame = Self.namedField("frame", in: fields)
            let text = frame.map { "\(type)(frame: \(expression($0, expected: SwiftTypeName("CGRect")).text))" } ?? type + "()"
            for field in fields {
                guard case .name(let key) = field.key else {
                    report(line, "a positional value in `\(type){…}`", "give each option its name")
                    continue
                }
                if key == "frame" { continue }
                let property = APIRenames.swiftProperties[key] ?? key
                guard let member = interface.members(of: type, static: false).first(where: { $0.kind == .property && $0.name == property }), member.isSettable else {
                    report(line, "the option `\(key)` of `\(type){…}`", "UIKit's \(type) has no settable property `\(property)` the bindings expose")
                    continue
                }
                pendingNames.append((text, coerce(expression(field.value, expected: member.type), to: member.type), property))
            }
            return Emitted(text: text, type: SwiftTypeName(type))
        }
        // The Lua constructors of views, gestures and controllers take the name Stagecraft shows last.
        if let last = arguments.last, case .string(let name) = last.kind, let chosen = overload(inits, Array(arguments.dropLast())) {
            let isGesture = interface.isSubtype(type, of: "UIGestureRecognizer"), isController = interface.isSubtype(type, of: "UIViewController")
            if isGesture || isController || interface.isSubtype(type, of: "UIView") {
                let text = type + argumentList(chosen.parameters, Array(arguments.dropLast()))
                let property = isGesture ? "name" : isController ? APIRenames.controllerSwiftProperties["name"]! : APIRenames.swiftProperties["name"]!
                pendingNames.append((text, Self.stringLiteral(name), property))
                return Emitted(text: text, type: SwiftTypeName(type))
            }
        }
        report(line, "`\(type)(…)` with \(arguments.count) argument(s)", "none of UIKit's initializers of \(type) takes them")
        return Emitted(text: type + "()", type: SwiftTypeName(type))
    }

    /// SW10.5 The module's own screen made and named (`make`'s `UIViewController(name,
    /// setmetatable({ … }, T))`): its init without arguments, then its name. A field other than a
    /// constant (which is the property's initial value, RoleModule) is reported: it would be an
    /// argument of an init the Lua does not have.
    private func ownScreen(named name: LuaExpression, fields: [LuaField], line: Int) -> Emitted {
        let text = module.className + "()"
        if module.initializer != nil {
            report(line, "`setmetatable({…}, \(module.tableName))` beside `\(module.tableName).new`", "make the instance with `\(module.tableName).new(…)`, the class's init")
        }
        for field in fields where !RoleModule.isConstant(field.value) {
            report(field.value.line, "a field of the screen `make` makes from a value that is not a constant", "give the class a `new(…)` taking it (its init), and make the screen with it")
        }
        pendingNames.append((text, coerce(expression(name, expected: .string), to: .string), APIRenames.controllerSwiftProperties["name"]!))
        return Emitted(text: text, type: SwiftTypeName(module.className))
    }

    /// The value of `key = value` among a table constructor's fields.
    static func namedField(_ key: String, in fields: [LuaField]) -> LuaExpression? {
        fields.first { if case .name(key) = $0.key { true } else { false } }?.value
    }

    private func staticCall(_ type: String, _ name: String, _ arguments: [LuaExpression], line: Int) -> Emitted {
        let candidates = interface.members(of: type, static: true).filter { $0.kind == .method && Self.luaNames(of: $0).contains(name) }
        if let (chosen, ordered) = namedArguments(candidates, arguments) {
            return Emitted(text: "\(type).\(chosen.name)" + argumentList(chosen.parameters, ordered), type: chosen.type)
        }
        guard let chosen = overload(candidates, arguments) else {
            report(line, "`\(type).\(name)(…)` with \(arguments.count) argument(s)", "UIKit's \(type) has no such static method the bindings expose")
            return Emitted(text: "\(type).\(name)()", type: nil)
        }
        return Emitted(text: "\(type).\(chosen.name)" + argumentList(chosen.parameters, arguments), type: chosen.type.map { $0.name == "Self" ? SwiftTypeName(type) : $0 })
    }

    private func mathCall(_ name: String, _ arguments: [LuaExpression], line: Int) -> Emitted {
        let swift: [String: String] = ["max": "max", "min": "min", "abs": "abs", "sqrt": "sqrt", "floor": "floor", "ceil": "ceil",
                                       "sin": "sin", "cos": "cos", "tan": "tan", "atan": "atan2", "exp": "exp", "log": "log"]
        guard let function = swift[name] else {
            report(line, "`math.\(name)`", "it has no Swift function here")
            return Emitted(text: "0", type: nil)
        }
        let values = arguments.map { expression($0, expected: .cgFloat) }
        let type = values.compactMap(\.type).first { $0.name != "Int" } ?? .cgFloat
        return Emitted(text: "\(function)(\(values.map { coerce($0, to: .cgFloat) }.joined(separator: ", ")))", type: type)
    }

    private func siblingInit(_ sibling: SwiftEmitter, _ arguments: [LuaExpression], line: Int) -> Emitted {
        let typed = sibling.initializerParameters(report: false)
        let className = sibling.module.className
        if arguments.isEmpty, typed.isEmpty, let made = presentationControllerInit(sibling) { return made }
        guard typed.count == arguments.count, typed.count == (sibling.module.initializer?.parameters.count ?? 0) else {
            report(line, "`\(sibling.module.tableName).new(…)` with \(arguments.count) argument(s)", "its `new` takes \(typed.count) typed parameter(s)")
            return Emitted(text: className + "()", type: SwiftTypeName(className))
        }
        let parameters = typed.map { SwiftInterface.Parameter(label: $0.name, name: $0.name, type: $0.type, hasDefault: false) }
        return Emitted(text: className + argumentList(parameters, arguments), type: SwiftTypeName(className))
    }

    /// `WarningPan.isInteracting(x)`: a function of a required role's class table that reads
    /// nothing of an instance (its static method) is called on its Swift class. Nil for another
    /// function: reported as a call the class has not.
    private func siblingStaticCall(_ sibling: SwiftEmitter, _ name: String, _ arguments: [LuaExpression], line: Int) -> Emitted? {
        guard sibling.module.methods.contains(where: { $0.name == name && $0.isStatic }), let signature = sibling.methodSignatures[name] else { return nil }
        let className = sibling.module.className
        guard signature.parameters.count == arguments.count else {
            report(line, "`\(className).\(name)(…)` with \(arguments.count) argument(s)", "its static method takes \(signature.parameters.count)")
            return Emitted(text: "\(className).\(signature.swiftName)()", type: signature.result)
        }
        return Emitted(text: "\(className).\(signature.swiftName)" + argumentList(signature.parameters, arguments), type: signature.result)
    }

    /// SW3.5 A presentation role the delegate hands UIKit (`return Sheet.new()`, the Lua bridge
    /// giving it the two controllers) is made as UIKit's are, with the presented and presenting
    /// controllers the delegate method was given: `Sheet(presentedViewController: presented,
    /// presenting: presenting)`. Nil outside that method, or for another role.
    func presentationControllerInit(_ sibling: SwiftEmitter) -> Emitted? {
        guard sibling.module.role == .presentation, let (presented, presenting) = presentationParticipants else { return nil }
        let className = sibling.module.className
        return Emitted(text: "\(className)(presentedViewController: \(presented), presenting: \(presenting))", type: SwiftTypeName(className))
    }

    /// `self:m(…)` / `T.m(…)`: a method of the class or one it inherits from UIKit.
    private func ownMethodCall(_ name: String, _ arguments: [LuaExpression], line: Int) -> Emitted {
        let isStatic = module.methods.first { $0.name == name }?.isStatic == true
        let prefix = isStatic ? (inStaticMethod ? "" : "Self.") : closureDepth > 0 ? "self." : ""
        // What a method without annotations is called with types its parameters (the next pass).
        if let method = module.methods.first(where: { $0.name == name }), uikitCallback(name) == nil {
            let annotated = annotations(before: method.line).parameters
            for (index, argument) in arguments.enumerated() where index < method.parameters.count && annotated[method.parameters[index]] == nil && learnedParameterTypes[name]?[index] == nil {
                let saved = (problems, pendingNames)
                if let type = expression(argument, expected: nil).type { learnedParameterTypes[name, default: [:]][index] = type }
                (problems, pendingNames) = saved
            }
        }
        if let signature = methodSignatures[name] ?? module.methods.first(where: { $0.name == name }).flatMap({ uikitCallback($0.name).map { member, _ in
            MethodSignature(kind: member.kind == .property ? .property : .method, swiftName: member.name, parameters: member.parameters, result: member.type, isUIKit: true)
        } }) {
            if signature.kind == .property { return Emitted(text: prefix + signature.swiftName, type: signature.result) }
            let parameters = Array(signature.parameters.prefix(arguments.count))
            return Emitted(text: prefix + signature.swiftName + argumentList(parameters, arguments), type: signature.result)
        }
        for type in selfTypes {
            let candidates = interface.members(of: type, static: false).filter { $0.kind == .method && Self.luaNames(of: $0).contains(name) }
            if let chosen = overload(candidates, arguments) {
                return Emitted(text: prefix + chosen.name + argumentList(chosen.parameters, arguments), type: chosen.type)
            }
        }
        if name == "super" {
            // `self:super("name", …)`: the base's implementation, `super.name(…)`.
            if let first = arguments.first, case .string(let callback) = first.kind, let (member, _) = uikitCallback(callback) {
                if member.kind == .property { return Emitted(text: "super.\(member.name)", type: member.type) }
                let rest = Array(arguments.dropFirst())
                return Emitted(text: "super.\(member.name)" + argumentList(Array(member.parameters.prefix(rest.count)), rest), type: member.type)
            }
            report(line, "`self:super(…)`", "its first argument names a callback of the role (`self:super(\"presentationTransitionWillBegin\")`)")
        } else {
            report(line, "`\(name)(…)`", "the class has no method `\(name)` and UIKit's \(selfTypes.first ?? "NSObject") none the bindings expose")
        }
        return Emitted(text: prefix + name + "()", type: nil)
    }

    /// A local of the method being written that the function reads (a method cannot see it).
    func capturedLocal(_ body: LuaFunctionBody) -> String? {
        for scope in scopes.dropFirst() {
            for name in scope.keys.sorted() where !selfNames.contains(name) && !body.parameters.contains(name) && uses(name, in: body.body) {
                return name
            }
        }
        return nil
    }

    /// Whether the expression starts from a parameter whose type was already reported unknown.
    func reachesUntyped(_ e: LuaExpression) -> Bool {
        switch e.kind {
        case .name(let name): untyped.contains(name)
        case .field(let object, _), .index(let object, _), .method(let object, _, _): reachesUntyped(object)
        case .parenthesized(let inner): reachesUntyped(inner)
        default: false
        }
    }

    /// A callee as the Lua wrote it (`turn`, `math.fmod`, `events.set`), for messages.
    static func calleeText(_ e: LuaExpression) -> String {
        switch e.kind {
        case .name(let name): name
        case .field(let object, let key): calleeText(object) + "." + key
        case .method(let object, let key, _): calleeText(object) + ":" + key
        case .call(let callee, _): calleeText(callee) + "(…)"
        case .index(let object, _): calleeText(object) + "[…]"
        default: "…"
        }
    }

    /// A function that only calls one of the class's methods with what it gets: the method as a
    /// selector (`handleGesture(_:)`).
    func selectorMethod(_ argument: LuaExpression) -> String? {
        guard case .function(let body) = argument.kind, body.body.count == 1, case .call(let call) = body.body[0].kind else { return nil }
        var method: String, passed: [LuaExpression]
        switch call.kind {
        case .method(let target, let name, let arguments):
            guard case .name(let targetName) = target.kind, selfNames.contains(targetName) else { return nil }
            (method, passed) = (name, arguments)
        case .call(let callee, let arguments):
            guard case .field(let table, let name) = callee.kind, case .name(module.tableName) = table.kind,
                  let first = arguments.first, case .name(let selfName) = first.kind, selfNames.contains(selfName),
                  module.methods.contains(where: { $0.name == name && $0.selfParameter != nil }) else { return nil }
            (method, passed) = (name, Array(arguments.dropFirst()))
        default:
            return nil
        }
        guard passed.count <= 1, module.methods.contains(where: { $0.name == method }) else { return nil }
        if let only = passed.first {
            guard case .name(let parameter) = only.kind, body.parameters.first == parameter else { return nil }
        }
        return passed.isEmpty ? method : "\(method)(_:)"
    }

    func methodCall(_ object: LuaExpression, _ name: String, _ arguments: [LuaExpression], line: Int, expected: SwiftTypeName?) -> Emitted {
        if case .name(let objectName) = object.kind, selfNames.contains(objectName), variable(objectName) == nil || objectName == "self" {
            return ownMethodCall(name, arguments, line: line)
        }
        // `vc:isKind("DetailsViewController")`: Swift's `is`, for a UIKit class or one of the app's.
        if name == "isKind", arguments.count == 1, case .string(let luaType) = arguments[0].kind {
            let value = expression(object, expected: nil)
            guard let swiftType = kindType(luaType) else {
                report(line, "`:isKind(\"\(luaType)\")`", "\(luaType) is neither a UIKit class nor one of the app's screens (screens/*.lua, `---@class \(luaType) : ScreenScript`)")
                return Emitted(text: "false", type: .bool)
            }
            return Emitted(text: "\(parenthesized(value, below: 31)) is \(swiftType)", type: .bool, precedence: 30)
        }
        let base = receiver(expression(object, expected: nil))
        guard let type = base.type else {
            if !reachesUntyped(object) {
                report(line, "`:\(name)(…)` on a value of unknown type", "give the value a type UIKit declares (a parameter's annotation, a UIKit call's result)")
            }
            return Emitted(text: "\(base.text).\(name)()", type: nil)
        }
        // `gesture:addTarget(function(g) self:handle(g) end)` (or `T.handle(self, g)`): UIKit's
        // target and selector.
        // A control's events (T12.6) come after the action: `control:addTarget(self, "m", events)`
        // is `addTarget(self, action: #selector(m), for: events)`.
        let controlEvents = { (index: Int) -> String in
            arguments.count > index ? ", for: " + self.expression(arguments[index], expected: SwiftTypeName("UIControl.Event")).text : ""
        }
        if name == "addTarget", arguments.count == 1 || arguments.count == 2, let method = selectorMethod(arguments[0]) {
            // The action's parameter is this recognizer (or control).
            let action = method.hasSuffix("(_:)") ? String(method.dropLast(4)) : method
            if learnedParameterTypes[action]?[0] == nil { learnedParameterTypes[action, default: [:]][0] = type }
            return Emitted(text: "\(base.text).addTarget(self, action: #selector(\(method))\(controlEvents(1)))", type: nil)
        }
        // `gesture:addTarget(self, "handle")` / `removeTarget(self, "handle")`: the same, by name.
        if name == "addTarget" || name == "removeTarget", arguments.count == 2 || arguments.count == 3, case .name(let target) = arguments[0].kind, selfNames.contains(target),
           case .string(let action) = arguments[1].kind, let method = module.methods.first(where: { $0.name == action }) {
            if !method.parameters.isEmpty, learnedParameterTypes[action]?[0] == nil { learnedParameterTypes[action, default: [:]][0] = type }
            let selector = method.parameters.isEmpty ? action : action + "(" + String(repeating: "_:", count: method.parameters.count) + ")"
            return Emitted(text: "\(base.text).\(name)(self, action: #selector(\(selector))\(controlEvents(2)))", type: nil)
        }
        if let sibling = siblings.values.first(where: { $0.module.className == type.name }) {
            return sibling.call(name, on: base, arguments, line: line, from: self)
        }
        let candidates = interface.members(of: type.name, static: false).filter { $0.kind == .method && Self.luaNames(of: $0).contains(name) }
        if let (chosen, ordered) = namedArguments(candidates, arguments) {
            return Emitted(text: "\(parenthesized(base, below: 100)).\(chosen.name)" + argumentList(chosen.parameters, ordered), type: chosen.type)
        }
        guard let chosen = overload(candidates, arguments) else {
            report(line, "`:\(name)(…)` of a \(type.name) with \(arguments.count) argument(s)", "UIKit's \(type.name) has no such method the bindings expose")
            return Emitted(text: "\(base.text).\(name)()", type: nil)
        }
        return Emitted(text: "\(parenthesized(base, below: 100)).\(chosen.name)" + argumentList(chosen.parameters, arguments), type: chosen.type)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension SwiftEmitter {
    /// `value:m(…)` where the value is an instance of this (another module's) class, written by
    /// the module that calls it.
    func call(_ name: String, on base: Emitted, _ arguments: [LuaExpression], line: Int, from caller: SwiftEmitter) -> Emitted {
        let signature = module.methods.first { $0.name == name }.flatMap { method -> MethodSignature? in
            if let (member, _) = uikitCallback(method.name) {
                return MethodSignature(kind: .method, swiftName: member.name, parameters: member.parameters, result: member.type, isUIKit: true)
            }
            let annotated = annotations(before: method.line)
            let parameters = method.parameters.compactMap { parameter in
                annotated.parameters[parameter].flatMap { typeNames.swiftType(annotation: $0) }.map { SwiftInterface.Parameter(label: "_", name: parameter, type: $0, hasDefault: false) }
            }
            guard parameters.count == method.parameters.count else { return nil }
            return MethodSignature(kind: .method, swiftName: method.name, parameters: parameters, result: annotated.result.flatMap { typeNames.swiftType(annotation: $0) })
        }
        let inherited = selfTypes.lazy.compactMap { type in
            self.interface.members(of: type, static: false).first { $0.kind == .method && Self.luaNames(of: $0).contains(name) }
        }.first
        guard let parameters = signature?.parameters ?? inherited?.parameters else {
            caller.report(line, "`:\(name)(…)` of a \(module.className)", "\(module.className) has no method `\(name)` with typed parameters (annotate them with `---@param`)")
            return Emitted(text: "\(base.text).\(name)()", type: nil)
        }
        let swiftName = signature?.swiftName ?? inherited?.name ?? name
        return Emitted(text: "\(caller.parenthesized(base, below: 100)).\(swiftName)" + caller.argumentList(Array(parameters.prefix(arguments.count)), arguments),
                       type: signature?.result ?? inherited?.type)
    }
}

extension SwiftEmitter {
    /// The Swift class an `isKind` names: a bound class (`NavigationController`), a UIKit name,
    /// or one of the app's screens.
    func kindType(_ luaType: String) -> String? {
        LuaTypeNames.swiftType(ofLuaClass: luaType) ?? (interface.types[luaType]?.kind == .class ? luaType : nil)
    }

    /// `if a:isKind("T") and b:isKind("U") then`, on locals: Swift's `if let a = a as? T, let b =
    /// b as? U`, with each typed as its class inside the branch.
    func kindCasts(_ condition: LuaExpression) -> [(name: String, type: String)]? {
        switch condition.kind {
        case .binary("and", let left, let right):
            guard let l = kindCasts(left), let r = kindCasts(right) else { return nil }
            return l + r
        case .method(let object, "isKind", let arguments):
            guard arguments.count == 1, case .string(let luaType) = arguments[0].kind, case .name(let name) = object.kind,
                  !selfNames.contains(name), variable(name) != nil, let type = kindType(luaType) else { return nil }
            return [(name, type)]
        default:
            return nil
        }
    }
}
