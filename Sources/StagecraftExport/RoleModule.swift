import StagecraftImport
import StagecraftLua

/// A role module in the class style of docs/porting.md (or the templates'), read into the parts
/// a Swift class has: its name, role, stored properties, init and methods. What does not fit the
/// shape is a problem at its line; the rest is still read.
struct RoleModule {
    struct StoredProperty {
        var name: String
        var value: LuaExpression?
        var line: Int
    }

    struct Method {
        var name: String
        var body: LuaFunctionBody
        /// `function T:m()`, or `function T.m(x)` whose first parameter is the role's object
        /// (the templates' interaction style): either way, Swift's `self`.
        var selfParameter: String?
        var parameters: [String]
        var line: Int
        /// A module-level `local function` (a helper of the role's methods): a private method in Swift.
        var isLocalFunction = false
        /// Set as a field of the class too (`T.turn = turn`): not private.
        var isExposed = false
        /// `function T.f(x)` in a module whose methods take `self` (`T:m()`): the class's, not an
        /// instance's — a static method.
        var isStatic = false
    }

    /// The class table's local name (`FadeAnimator`) and the Swift class name (its `debugName`).
    var tableName: String
    var className: String
    /// The `debugName` traces give the role when the Swift class is named otherwise (SW3.4).
    var traceName: String?
    var role: RoleKind
    var properties: [StoredProperty] = []
    /// `function T.new(a, b) return setmetatable({ … }, T) end`: the init's parameters and the
    /// fields its table sets.
    var initializer: Method?
    var initializerFields: [(name: String, value: LuaExpression)] = []
    /// `local self = setmetatable({ … }, T)` … `return self`: the local's name and the statements
    /// between, the init's body after `super.init()`.
    var initializerSelf: String?
    var initializerBody: [LuaStatement] = []
    /// `new` makes the interaction controller itself (`UIPercentDrivenInteractiveTransition(setmetatable(…))`),
    /// as a Swift subclass's init does.
    var makesInteractionController = false
    var methods: [Method] = []
    /// Top-level `local NAME = <constant>` of the module, file-private constants in Swift.
    var constants: [(name: String, value: LuaExpression, line: Int)] = []
    /// `local dismissing = setmetatable({}, { __mode = "k" })`: a table keyed by the role's object,
    /// the per-object state of a table-style role, which is a stored property in Swift.
    var sideTables: [(name: String, line: Int)] = []
    /// The factory style (`function T.new() local c = { … }; local a, b; function c.m(self) … end;
    /// return c end`): the instance's local name, and the locals its functions share (per-instance
    /// state, stored properties in Swift).
    var factoryInstance: String?
    /// The required role a factory builds on (`local c = Other.new()`), by its local name: the
    /// Swift superclass.
    var factoryBase: String?
    var instanceLocals: [(name: String, line: Int)] = []
    /// `local X = require("animators.slide")`: the module's local name → the module it loads.
    var requires: [String: String] = [:]
    var problems: [ExportProblem] = []
    /// The base a presentation controller names (`extends = "DimmingPresentationController"`).
    var extends: String?
    /// The line of the class table's declaration.
    var classLine = 1
    /// `className = "TodayViewController"` in the class table: a screen's class name (SW10.4).
    private var screenClassName: (name: String, field: StoredProperty)?
    var endLine: Int

    /// `local Sub = setmetatable({}, { __index = Required })` and its `function Sub:m()`: a Lua
    /// subclass of a required role declared in this module (delegates/warning_home.lua's
    /// presentation controller), a Swift class of its own in the file. `lines` run from the line
    /// after the statement before it (its comments) to its last function's end.
    struct LocalSubclass {
        var name: String
        var base: String
        var line: Int
        var lines: ClosedRange<Int>
        var methods: [Method] = []
    }
    var localSubclasses: [LocalSubclass] = []
    /// The end of the top-level statement read before the current one.
    private var previousEnd = 0

    /// The callbacks each role has, by its Lua name.
    static let callbacks: [(RoleKind, [String])] = [
        (.animator, BindingCatalog.animatorCallbacks), (.presentation, BindingCatalog.presentationCallbacks),
        (.interaction, BindingCatalog.interactionCallbacks), (.delegate, BindingCatalog.delegateCallbacks),
        (.screen, BindingCatalog.screenCallbacks),
    ]

    init(chunk: LuaChunk) {
        tableName = ""
        className = ""
        role = .helper
        endLine = chunk.statements.last?.endLine ?? 1
        var statements = chunk.statements[...]
        // The module's requires and constants before the class table.
        // `return { debugName = …, extends = …, … }`: a configuration table is the class table.
        if let returned = chunk.statements.last, case .return(let values) = returned.kind, values.count == 1, case .table(let fields) = values[0].kind {
            tableName = "__role"
            classLine = returned.line
            for statement in statements.dropLast() { read(statement) }
            readClassTable(fields, line: returned.line)
            finish(chunk)
            return
        }
        guard let returned = chunk.statements.last, case .return(let values) = returned.kind, values.count == 1,
              case .name(let name) = values[0].kind else {
            problems.append(ExportProblem(line: chunk.statements.last?.line ?? 1, what: "the module's shape", why: "a role module ends with `return <Class>`, the class table it declares"))
            return
        }
        tableName = name
        statements = statements.dropLast()
        for statement in statements {
            read(statement)
            previousEnd = statement.endLine
        }
        finish(chunk)
    }

    /// A module's local subclass as a role module of its own: a subclass of the required role
    /// it indexes (the factory style's base), with the module's requires.
    init(subclass: LocalSubclass, of outer: RoleModule) {
        tableName = subclass.name
        className = subclass.name
        requires = outer.requires
        factoryBase = subclass.base
        methods = subclass.methods
        classLine = subclass.line
        endLine = subclass.lines.upperBound
        role = Self.role(of: subclass.methods.map(\.name))
        if role == .helper {
            problems.append(ExportProblem(line: subclass.line, what: "the local subclass `\(subclass.name)`'s role", why: "it defines none of the callbacks of a role"))
        }
    }

    /// Fields of the class table a local subclass reads through the class's name
    /// (`HomeViewController.dismissalInteraction`): one value all share, Swift's `static`.
    private(set) var sharedProperties: Set<String> = []

    private mutating func findSharedProperties() {
        var names: Set<String> = []
        LuaWalk.expressions(in: localSubclasses.flatMap { $0.methods.flatMap(\.body.body) }) { expression in
            if case .field(let object, let key) = expression.kind, case .name(tableName) = object.kind { names.insert(key) }
        }
        sharedProperties = names.intersection(properties.map(\.name))
    }

    /// The class name and the role, once the module is read.
    private mutating func finish(_ chunk: LuaChunk) {
        // No debugName: the LuaLS class the template declares (`---@class pully`), as a Swift type name.
        if className.isEmpty, let annotated = chunk.comments.last(where: { $0.line < classLine && $0.text.hasPrefix("-@class ") }) {
            let name = annotated.text.dropFirst("-@class ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if let first = name.first, first.isLetter { className = first.uppercased() + name.dropFirst() }
        }
        role = extends != nil ? .presentation : makesInteractionController ? .interaction : Self.role(of: methods.map(\.name))
        // SW10.1 A module that makes a view controller of its own table (the zoom detail's
        // `make`: `UIViewController(name, setmetatable({ … }, T))`) is a screen, lifecycle or not.
        if role == .helper, makesOwnScreen { role = .screen }
        if let declared = screenClassName {
            // A screen's class name comes before its debugName, as the bridge reads them; another
            // role's `className` is a field like any other.
            if role == .screen { className = declared.name } else { properties.append(declared.field) }
        }
        if className.isEmpty { className = tableName }
        if let own = Self.nameOfItsKind(className, role: role) {
            traceName = className
            className = own
        }
        findSharedProperties()
        // In the class style (methods declared `T:m()`), a function declared `T.f(…)` that is not
        // a callback of the role and reads nothing of the class (`T.x`, the class's values that
        // instances share) is the class's own; so is a screen's `make`, which makes the class's
        // instance (`UIViewController(name, setmetatable({ … }, T))`, SW10.5).
        if factoryInstance == nil, methods.contains(where: { $0.selfParameter == "self" && !$0.isLocalFunction }) {
            let callbacks = Set(Self.callbacks.flatMap(\.1))
            for index in methods.indices where methods[index].selfParameter == nil && !methods[index].isLocalFunction && !callbacks.contains(methods[index].name)
                && !Self.mentions(tableName, methods[index].body.body, exceptMaking: role == .screen) {
                methods[index].isStatic = true
            }
        }
        if role == .screen { readMadeInstanceFields() }
        if role == .helper {
            problems.append(ExportProblem(line: 1, what: "the module's role", why: "it defines none of the callbacks of an animator, a delegate, a presentation controller, an interaction handler or a screen"))
        }
    }

    /// SW3.4 A Cocoa class named `…PresentationController` is a UIPresentationController. An
    /// animator, delegate or interaction handler the Lua names so (a part of Apple's one class the
    /// Lua splits into roles, `AAPLCustomPresentationController`) is named by its own kind in
    /// Swift (`AAPLCustomPresentationAnimator`, `AAPLCustomPresentationDelegate`), so that the
    /// parts and the presentation controller are classes of one app; the Lua's name stays the one
    /// traces give it (`debugDescription`). Nil when the name fits the role.
    static func nameOfItsKind(_ name: String, role: RoleKind) -> String? {
        let claimed = "PresentationController"
        guard name.hasSuffix(claimed), name.count > claimed.count else { return nil }
        let stem = name.dropLast("Controller".count)
        switch role {
        case .animator: return stem + "Animator"
        case .delegate: return stem + "Delegate"
        case .interaction: return stem + "InteractionController"
        default: return nil
        }
    }

    /// Whether the module is a transitioning delegate, alone or as well as an animator.
    var definesDelegateCallbacks: Bool {
        methods.contains { BindingCatalog.delegateCallbacks.contains($0.name) }
    }

    /// SW10.1 The callbacks only a view controller has: UIViewController's lifecycle. Left out are
    /// UIContentContainer's `viewWillTransition` (a presentation controller is a content container
    /// too) and UIResponder's touches (a view's too).
    static let viewControllerCallbacks = Set(BindingCatalog.screenCallbacks)
        .subtracting(["viewWillTransition", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"])

    static func role(of names: [String]) -> RoleKind {
        let set = Set(names)
        // SW10.1 A view controller may adopt any of the roles' protocols (the pizza list is its
        // own navigation delegate), but no other role has a view controller's lifecycle: a module
        // defining it is a screen, whatever else it defines.
        if !set.isDisjoint(with: viewControllerCallbacks) { return .screen }
        if set.contains("animateTransition") { return .animator }
        if set.contains("wire") || set.contains("handleGesture") { return .interaction }
        // `startInteractiveTransition` alone: an object implementing the protocol itself (the
        // bridge's self-driven controller), not a percent-driven handler.
        if set.contains("startInteractiveTransition") { return .selfDrivenInteraction }
        if !set.isDisjoint(with: ScriptPresentationCallbacks.names) { return .presentation }
        if !set.isDisjoint(with: BindingCatalog.delegateCallbacks) { return .delegate }
        // An app's screen (`UIViewController(name, Screen.new(…))`) known by a content
        // container's or a responder's callbacks alone: a UIViewController subclass.
        if !set.isDisjoint(with: BindingCatalog.screenCallbacks) { return .screen }
        return .helper
    }

    private mutating func read(_ statement: LuaStatement) {
        switch statement.kind {
        case .local(let names, let values) where names.count == 1 && values.count == 1:
            let value = values[0]
            if names[0] == tableName, case .table(let fields) = value.kind {
                classLine = statement.line
                readClassTable(fields, line: statement.line)
            } else if case .call(let callee, let arguments) = value.kind, case .name("require") = callee.kind,
                      arguments.count == 1, case .string(let module) = arguments[0].kind {
                requires[names[0]] = module
            } else if Self.isConstant(value) {
                constants.append((names[0], value, statement.line))
            } else if Self.isWeakKeyedTable(value) {
                sideTables.append((names[0], statement.line))
            } else if let base = Self.indexedTable(value), requires[base] != nil {
                localSubclasses.append(LocalSubclass(name: names[0], base: base, line: statement.line, lines: (previousEnd + 1)...statement.endLine))
            } else {
                problems.append(ExportProblem(line: statement.line, what: "the module-level local `\(names[0])`", why: "only constants, requires and the class table map to a Swift file's top level"))
            }
        case .assignment(let targets, let values) where targets.count == 1 && values.count == 1:
            if case .field(let object, let key) = targets[0].kind, case .name(tableName) = object.kind {
                if key == "__index" { return }
                // `T.turn = turn`: the module's function, reachable from outside too.
                if case .name(let function) = values[0].kind, function == key, let index = methods.firstIndex(where: { $0.name == function && $0.isLocalFunction }) {
                    methods[index].isExposed = true
                    return
                }
                properties.append(StoredProperty(name: key, value: values[0], line: statement.line))
                return
            }
            problems.append(ExportProblem(line: statement.line, what: "a module-level assignment", why: "only the class table's fields (`\(tableName).x = …`) map to a Swift class"))
        case .function(let path, let isMethod, let body) where path.count == 2 && localSubclasses.contains(where: { $0.name == path[0] }):
            let index = localSubclasses.firstIndex { $0.name == path[0] }!
            localSubclasses[index].methods.append(Method(name: path[1], body: body, selfParameter: isMethod ? "self" : nil, parameters: body.parameters, line: statement.line))
            localSubclasses[index].lines = localSubclasses[index].lines.lowerBound...statement.endLine
        case .localFunction(let name, let body):
            methods.append(Method(name: name, body: body, selfParameter: nil, parameters: body.parameters, line: statement.line, isLocalFunction: true))
        case .function(let path, let isMethod, let body) where path.count == 2 && path[0] == tableName:
            let name = path[1]
            if name == "new" && !isMethod {
                readConstructor(body, line: statement.line)
                return
            }
            var method = Method(name: name, body: body, selfParameter: isMethod ? "self" : nil, parameters: body.parameters, line: statement.line)
            // The templates' interaction style: `Interaction.wire(interaction, vc)` gets the controller first.
            if !isMethod, ["wire", "handleGesture"].contains(name), let first = body.parameters.first {
                method.selfParameter = first
                method.parameters = Array(body.parameters.dropFirst())
            }
            methods.append(method)
        default:
            problems.append(ExportProblem(line: statement.line, what: "this top-level statement", why: "a role module's top level declares its class table, its fields and its functions"))
        }
    }

    /// `local c = { … }` … `return c`, with only the instance's locals, functions and fields between.
    private mutating func readFactory(_ body: LuaFunctionBody, _ method: Method) -> Bool {
        guard let first = body.body.first, case .local(let names, let values) = first.kind, names.count == 1, values.count == 1,
              let last = body.body.last, body.body.count >= 2, case .return(let returned) = last.kind,
              returned.count == 1, case .name(names[0]) = returned[0].kind else { return false }
        let fields: [LuaField]
        var builtOn: String?
        if case .table(let made) = values[0].kind {
            fields = made
        } else if case .call(let callee, let arguments) = values[0].kind, arguments.isEmpty, case .field(let object, "new") = callee.kind,
                  case .name(let base) = object.kind, requires[base] != nil {
            // `local c = Other.new()`: the instance is a required role's, which this one builds on,
            // as a Swift subclass does.
            fields = []
            builtOn = base
        } else {
            return false
        }
        let instance = names[0]
        var locals: [(String, Int)] = [], functions: [Method] = [], assigned: [(String, LuaExpression)] = []
        for statement in body.body.dropFirst().dropLast() {
            switch statement.kind {
            case .local(let names, let values) where values.isEmpty:
                locals += names.map { ($0, statement.line) }
            case .function(let path, let isMethod, let function) where path.count == 2 && path[0] == instance:
                // `function c.m(self, …)`: UIKit's object as `self`; `function c.m(ctx)`: the instance is `c`.
                let takesSelf = isMethod || function.parameters.first == "self"
                functions.append(Method(name: path[1], body: function, selfParameter: takesSelf ? "self" : nil,
                                        parameters: isMethod ? function.parameters : Array(function.parameters.dropFirst(takesSelf ? 1 : 0)), line: statement.line))
            case .localFunction(let name, let function):
                functions.append(Method(name: name, body: function, selfParameter: nil, parameters: function.parameters, line: statement.line, isLocalFunction: true))
            case .assignment(let targets, let values) where targets.count == 1 && values.count == 1:
                guard case .field(let object, let key) = targets[0].kind, case .name(instance) = object.kind else { return false }
                assigned.append((key, values[0]))
            default:
                return false
            }
        }
        factoryInstance = instance
        factoryBase = builtOn
        instanceLocals = locals.map { (name: $0.0, line: $0.1) }
        initializer = method
        for field in fields {
            guard case .name(let key) = field.key else {
                problems.append(ExportProblem(line: field.value.line, what: "a positional or computed key of the instance", why: "a Swift class has named stored properties only"))
                continue
            }
            if key == "debugName", case .string(let name) = field.value.kind { className = name } else { initializerFields.append((key, field.value)) }
        }
        for (key, value) in assigned {
            if key == "debugName", case .string(let name) = value.kind { className = name } else { initializerFields.append((key, value)) }
        }
        methods += functions
        return true
    }

    /// The methods UIKit calls by selector: `addTarget(self, "m")`, `removeTarget(self, "m")` and
    /// `addTarget(function(g) self:m(g) end)` name them (a control's with its events after), and
    /// Swift's need `@objc`.
    var selectorTargets: Set<String> {
        var names: Set<String> = []
        LuaWalk.expressions(in: methods.flatMap(\.body.body) + initializerBody) { expression in
            // `UIPanGestureRecognizer{target = self, action = "m"}`: UIKit's init(target:action:).
            if case .call(let callee, let arguments) = expression.kind, case .name(let type) = callee.kind, type.hasSuffix("GestureRecognizer"),
               arguments.count == 1, case .table(let fields) = arguments[0].kind,
               let action = SwiftEmitter.namedField("action", in: fields), case .string(let method) = action.kind {
                names.insert(method)
            }
            guard case .method(_, let name, let arguments) = expression.kind, name == "addTarget" || name == "removeTarget" else { return }
            // A control's addTarget takes its events after these (T12.6).
            if arguments.count >= 2, case .string(let method) = arguments[1].kind { names.insert(method) }
            if arguments.count >= 1, case .function(let body) = arguments[0].kind, body.body.count == 1, case .call(let call) = body.body[0].kind {
                switch call.kind {
                case .method(_, let method, _): names.insert(method)
                case .call(let callee, _): if case .field(_, let method) = callee.kind { names.insert(method) }
                default: break
                }
            }
        }
        return names.intersection(methods.map(\.name))
    }

    /// Whether the statements read the name anywhere (closures included).
    /// Whether a function of the module makes a view controller of the class table,
    /// `UIViewController(name, setmetatable({ … }, T))`.
    private var makesOwnScreen: Bool {
        var found = false
        LuaWalk.expressions(in: methods.flatMap(\.body.body)) { expression in
            guard case .call(let callee, let arguments) = expression.kind, case .name("UIViewController") = callee.kind, arguments.count == 2,
                  case .call(let inner, let innerArguments) = arguments[1].kind, case .name("setmetatable") = inner.kind, innerArguments.count == 2,
                  case .name(tableName) = innerArguments[1].kind else { return }
            found = true
        }
        return found
    }

    /// SW10.5 The constant fields a screen's `make` gives the instance it makes
    /// (`setmetatable({ dragProgress = 0 }, T)`): every instance starts with them, the stored
    /// properties' initial values (the emitter reports any other field).
    private mutating func readMadeInstanceFields() {
        var found: [StoredProperty] = []
        LuaWalk.expressions(in: methods.filter(\.isStatic).flatMap(\.body.body)) { expression in
            guard case .call(let callee, let arguments) = expression.kind, case .name("setmetatable") = callee.kind, arguments.count == 2,
                  case .name(tableName) = arguments[1].kind, case .table(let fields) = arguments[0].kind else { return }
            for field in fields {
                guard case .name(let key) = field.key, Self.isConstant(field.value) else { continue }
                found.append(StoredProperty(name: key, value: field.value, line: classLine))
            }
        }
        for property in found where !properties.contains(where: { $0.name == property.name }) { properties.append(property) }
    }

    /// `exceptMaking`: not counting `setmetatable({ … }, name)`, the making of the class's instance
    /// (SW10.5: a screen's `make` is the class's own function).
    static func mentions(_ name: String, _ statements: [LuaStatement], exceptMaking: Bool = false) -> Bool {
        func isMakingInstance(_ f: LuaExpression, _ a: [LuaExpression]) -> Bool {
            guard exceptMaking, a.count == 2, case .name("setmetatable") = f.kind, case .name(name) = a[1].kind else { return false }
            return true
        }
        func expression(_ e: LuaExpression) -> Bool {
            switch e.kind {
            case .name(let n): n == name
            case .field(let o, _): expression(o)
            case .index(let o, let k): expression(o) || expression(k)
            case .call(let f, let a) where isMakingInstance(f, a): expression(a[0])
            case .call(let f, let a): expression(f) || a.contains(where: expression)
            case .method(let o, _, let a): expression(o) || a.contains(where: expression)
            case .binary(_, let l, let r): expression(l) || expression(r)
            case .unary(_, let x), .parenthesized(let x): expression(x)
            case .table(let fields): fields.contains { expression($0.value) }
            case .function(let body): mentions(name, body.body, exceptMaking: exceptMaking)
            default: false
            }
        }
        return statements.contains { statement in
            switch statement.kind {
            case .local(_, let values), .return(let values): values.contains(where: expression)
            case .assignment(let targets, let values): targets.contains(where: expression) || values.contains(where: expression)
            case .call(let call): expression(call)
            case .if(let branches, let otherwise): branches.contains { expression($0.condition) || mentions(name, $0.body, exceptMaking: exceptMaking) } || mentions(name, otherwise ?? [], exceptMaking: exceptMaking)
            case .do(let body): mentions(name, body, exceptMaking: exceptMaking)
            case .while(let c, let body), .repeat(let body, let c): expression(c) || mentions(name, body, exceptMaking: exceptMaking)
            case .numericFor(_, let a, let b, let c, let body): expression(a) || expression(b) || (c.map(expression) ?? false) || mentions(name, body, exceptMaking: exceptMaking)
            case .genericFor(_, let values, let body): values.contains(where: expression) || mentions(name, body, exceptMaking: exceptMaking)
            case .localFunction(_, let body), .function(_, _, let body): mentions(name, body.body, exceptMaking: exceptMaking)
            default: false
            }
        }
    }

    /// `setmetatable({}, { __index = Base })`: Base's name.
    private static func indexedTable(_ value: LuaExpression) -> String? {
        guard case .call(let callee, let arguments) = value.kind, case .name("setmetatable") = callee.kind, arguments.count == 2,
              case .table(let made) = arguments[0].kind, made.isEmpty, case .table(let meta) = arguments[1].kind, meta.count == 1,
              case .name("__index") = meta[0].key, case .name(let base) = meta[0].value.kind else { return nil }
        return base
    }

    /// `setmetatable({}, { __mode = "k" })`.
    private static func isWeakKeyedTable(_ value: LuaExpression) -> Bool {
        guard case .call(let callee, let arguments) = value.kind, case .name("setmetatable") = callee.kind, arguments.count == 2,
              case .table(let initial) = arguments[0].kind, initial.isEmpty, case .table(let meta) = arguments[1].kind, meta.count == 1,
              case .name("__mode") = meta[0].key, case .string(let mode) = meta[0].value.kind else { return false }
        return mode == "k"
    }

    static func isConstant(_ value: LuaExpression) -> Bool {
        switch value.kind {
        case .number, .string, .true, .false: return true
        case .unary("-", let inner): return isConstant(inner)
        // A table of constants (a record, a list or a dictionary of them).
        case .table(let fields): return !fields.isEmpty && fields.allSatisfy { isConstant($0.value) }
        default: return false
        }
    }

    private mutating func readClassTable(_ fields: [LuaField], line: Int) {
        for field in fields {
            guard case .name(let key) = field.key else {
                problems.append(ExportProblem(line: field.value.line, what: "a positional or computed key of the class table", why: "a Swift class has named members only"))
                continue
            }
            if key == "debugName", case .string(let name) = field.value.kind {
                className = name
            } else if key == "className", case .string(let name) = field.value.kind {
                // SW10.4 A screen's `className` (else its `debugName`) is the class the bridge and
                // `isKind` know it by: the Swift class's name (`finish` keeps it a field elsewhere).
                screenClassName = (name, StoredProperty(name: key, value: field.value, line: field.value.line))
            } else if key == "extends" {
                // Stagecraft's ready dimming controller exports as its subclass, with the base's
                // Swift (Bases/) in the same file; UIPresentationController is the default base.
                if case .string(let base) = field.value.kind, base == "DimmingPresentationController" || base == "UIPresentationController" {
                    extends = base
                } else {
                    problems.append(ExportProblem(line: field.value.line, what: "`extends = …`", why: "a presentation controller extends UIPresentationController or DimmingPresentationController"))
                }
            } else {
                properties.append(StoredProperty(name: key, value: field.value, line: field.value.line))
            }
        }
        _ = line
    }

    /// `setmetatable({ fields }, T)`, or the interaction controller made of it: the fields.
    private mutating func instanceFields(_ value: LuaExpression) -> [LuaField]? {
        if case .call(let callee, let arguments) = value.kind, case .name("UIPercentDrivenInteractiveTransition") = callee.kind, arguments.count == 1,
           let fields = instanceFields(arguments[0]) {
            makesInteractionController = true
            return fields
        }
        guard case .call(let callee, let arguments) = value.kind, case .name("setmetatable") = callee.kind, arguments.count == 2,
              case .table(let fields) = arguments[0].kind, case .name(tableName) = arguments[1].kind else { return nil }
        return fields
    }

    private mutating func readConstructor(_ body: LuaFunctionBody, line: Int) {
        let method = Method(name: "new", body: body, selfParameter: nil, parameters: body.parameters, line: line)
        if readFactory(body, method) { return }
        // `return setmetatable({ fields }, T)`, or `local self = setmetatable({ fields }, T)`, the
        // init's statements, `return self`.
        var found: [LuaField]?
        if body.body.count == 1, case .return(let values) = body.body[0].kind, values.count == 1 {
            found = instanceFields(values[0])
        } else if body.body.count >= 2, case .local(let names, let values) = body.body[0].kind, names.count == 1, values.count == 1,
                  case .return(let returned) = body.body[body.body.count - 1].kind, returned.count == 1, case .name(names[0]) = returned[0].kind {
            found = instanceFields(values[0])
            if found != nil {
                initializerSelf = names[0]
                initializerBody = Array(body.body.dropFirst().dropLast())
            }
        }
        guard let fields = found else {
            problems.append(ExportProblem(line: line, what: "`\(tableName).new`", why: "a constructor exports when it is `return setmetatable({ field = value, … }, \(tableName))`, or makes that instance as `local self`, sets it up and returns it"))
            return
        }
        initializer = method
        for field in fields {
            guard case .name(let key) = field.key else {
                problems.append(ExportProblem(line: field.value.line, what: "a positional or computed key of the instance", why: "a Swift class has named stored properties only"))
                continue
            }
            initializerFields.append((key, field.value))
        }
    }
}

/// The presentation controller callbacks (Lua names), UIPresentationController's overrides.
enum ScriptPresentationCallbacks {
    static let names = Set(BindingCatalog.presentationCallbacks)
}

/// Something of a Lua role that has no Swift form here: its line, what, and why / what to do.
public struct ExportProblem: Sendable, Equatable {
    public var line: Int
    public var what: String
    public var why: String

    public func message(file: String) -> String { "\(file):\(line): cannot export \(what) — \(why)" }
}
