import StagecraftImport

/// The class's init: `new`'s parameters and fields, `wire(vc)` as `init(viewController:)`, and the
/// UIKit properties the class table sets (set after `super.init`).
extension SwiftEmitter {
    /// An interaction handler without `new` is made by the bridge and wired once: its `wire(vc)`
    /// is the Swift init that takes the view controller (which the importer makes `wire` again).
    var wireIsTheInitializer: Bool {
        module.role == .interaction && module.initializer == nil && module.methods.contains { $0.name == "wire" }
    }

    /// The init's parameters with their Swift types: `new`'s (or `wire`'s), typed by annotations
    /// or by the stored property of the same name.
    func initializerParameters(report reporting: Bool) -> [(name: String, type: SwiftTypeName)] {
        let wire = wireIsTheInitializer ? module.methods.first { $0.name == "wire" } : nil
        guard let initializer = module.initializer ?? wire else { return [] }
        let annotated = annotations(before: initializer.line).parameters
        var parameters: [(name: String, type: SwiftTypeName)] = []
        for name in initializer.parameters {
            let type = annotated[name].flatMap { typeNames.swiftType(annotation: $0) }
                ?? storedProperties.first { $0.name == name }?.type
                ?? (wire != nil ? SwiftTypeName("UIViewController") : nil)
            guard let type else {
                if reporting { report(initializer.line, "the type of the parameter `\(name)`", "annotate it (`---@param \(name) Type`)") }
                continue
            }
            parameters.append((name, type))
        }
        return parameters
    }

    /// `completionCurve = .easeOut` for each inherited setting, after `super.init`.
    func writeInheritedSettings() {
        for setting in inheritedSettings {
            // `a.b` → `self.a.b = value`, written as the assignment it is.
            let target = setting.name.split(separator: ".").reduce(LuaExpression(kind: .name("self"), line: setting.line)) {
                LuaExpression(kind: .field($0, String($1)), line: setting.line)
            }
            let saved = selfNames
            selfNames.insert("self")
            statement(LuaStatement(kind: .assignment(targets: [target], values: [setting.value]), line: setting.line, endLine: setting.line))
            selfNames = saved
        }
    }

    /// An init of UIKit's own that sets the inherited settings, for a class with no init of its own.
    func writeOverrideInitializer() {
        line("")
        if interface.isSubtype(superclass, of: "UIPresentationController") {
            line("override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {")
            indented {
                line("super.init(presentedViewController: presentedViewController, presenting: presentingViewController)")
                writeInheritedSettings()
            }
        } else {
            line("override init() {")
            indented {
                line("super.init()")
                writeInheritedSettings()
            }
        }
        line("}")
    }

    /// The last line of `new` whose comments the init takes: its whole body, but in the factory
    /// style only the instance's table, as the functions after it are the class's methods (their
    /// comments go with them).
    func initializerCommentsEnd(_ initializer: RoleModule.Method) -> Int {
        guard module.factoryInstance != nil, let made = initializer.body.body.first else { return initializer.body.endLine }
        return made.endLine
    }

    func writeInitializer() {
        let wire = wireIsTheInitializer ? module.methods.first { $0.name == "wire" } : nil
        guard let initializer = module.initializer ?? wire else {
            if !inheritedSettings.isEmpty { writeOverrideInitializer() }
            return
        }
        let parameters = initializerParameters(report: true)
        // `new()` that only sets defaults: the properties' defaults say it all, NSObject's init makes it.
        let assigned = module.initializerFields.filter { field in storedProperties.first { $0.name == field.name }?.value == nil }
        guard wire != nil || !parameters.isEmpty || !assigned.isEmpty || !module.initializerBody.isEmpty else {
            skipComments(through: initializerCommentsEnd(initializer))
            if !inheritedSettings.isEmpty { writeOverrideInitializer() }
            return
        }
        push()
        for parameter in parameters { declare(parameter.name, parameter.type) }
        line("")
        flushComments(before: initializer.line)
        line("init(\(parameters.map { "\(Self.swiftIdentifier($0.name)): \($0.type)" }.joined(separator: ", "))) {")
        indentLevel += 1
        skipComments(through: initializer.line)
        if let wire {
            line("super.init()")
            writeInheritedSettings()
            selfNames = [wire.selfParameter ?? "self"]
            currentResult = nil
            reassigned = Self.assignedLocals(wire.body.body)
            mutated = Self.mutatedLocals(wire.body.body)
            block(wire.body.body)
            flushComments(before: wire.body.endLine)
        } else {
            // The comments of the init's own statements go with them, after `super.init()`.
            flushComments(before: module.initializerBody.isEmpty ? initializer.body.endLine : (initializer.body.body.first?.endLine ?? 0) + 1)
            for field in assigned {
                guard let property = storedProperties.first(where: { $0.name == field.name }) else { continue }
                let value = expression(field.value, expected: property.type)
                line("self.\(Self.swiftIdentifier(field.name)) = \(coerce(value, to: property.type))")
            }
            // A view controller's designated init; NSObject's otherwise.
            line(module.role == .screen ? "super.init(nibName: nil, bundle: nil)" : "super.init()")
            writeInheritedSettings()
            // What `new` does with the instance once made (`local self = setmetatable(…)` … `return self`).
            if let instance = module.initializerSelf, !module.initializerBody.isEmpty {
                selfNames = [instance]
                currentResult = nil
                reassigned = Self.assignedLocals(module.initializerBody)
                mutated = Self.mutatedLocals(module.initializerBody)
                block(module.initializerBody)
            }
        }
        skipComments(through: initializerCommentsEnd(initializer))
        indentLevel -= 1
        line("}")
        pop()
        // A view controller with an init of its own must have UIKit's storyboard one too.
        if module.role == .screen {
            line("")
            line("required init?(coder: NSCoder) {")
            indented { line("fatalError(\"init(coder:) has not been implemented\")") }
            line("}")
        }
    }
}
