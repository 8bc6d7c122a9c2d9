import StagecraftImport

extension SwiftEmitter {
    /// The protocols and superclass whose members a role's callbacks implement.
    var callbackOwners: [String] {
        switch module.role {
        // A delegate that is its own animator ("return self", common in Swift) is both; and, as in
        // Apple's WWDC 2016 sample, its own self-driven interaction controller, whose gestures it
        // is the delegate of.
        case .animator, .delegate, .selfDrivenInteraction:
            ["UIViewControllerAnimatedTransitioning", "UIViewControllerTransitioningDelegate", "UINavigationControllerDelegate",
             "UITabBarControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UIViewControllerInteractiveTransitioning",
             "UIGestureRecognizerDelegate"]
        case .presentation: ["UIPresentationController", "UIAdaptivePresentationControllerDelegate"]
        // The base class implements the protocol: a callback overrides it.
        case .interaction: ["UIPercentDrivenInteractiveTransition"]
        // A screen is often its gestures' delegate (`pan.delegate = self`, as today_detail.lua is),
        // and may be its navigation controller's (pizza_list.lua) or a transitioning delegate (SW10.1).
        case .screen:
            ["UIViewController", "UIGestureRecognizerDelegate", "UINavigationControllerDelegate", "UIViewControllerTransitioningDelegate",
             "UITabBarControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UIViewControllerAnimatedTransitioning"]
        default: []
        }
    }

    /// A UIKit member's Lua name by the porting guide's rule: the base name, or the base name and
    /// the label that tells it from its overloads.
    static func luaNames(of member: SwiftInterface.Member) -> [String] {
        if member.kind == .property { return [member.name] }
        return [member.name] + member.labels.filter { $0 != "_" }.map { member.name + capitalized($0) }
    }

    /// Whether the role's callback `luaName` is one of its own adaptive ones (`delegate = self`).
    func isOwnAdaptiveCallback(_ luaName: String) -> Bool {
        module.role == .presentation && OwnAdaptiveCallbacks.methods[luaName] != nil
    }

    /// The UIKit declaration a role callback implements, and the protocol or class declaring it.
    func uikitCallback(_ luaName: String) -> (SwiftInterface.Member, String)? {
        if isOwnAdaptiveCallback(luaName), let (name, labels) = OwnAdaptiveCallbacks.methods[luaName],
           let member = interface.types["UIAdaptivePresentationControllerDelegate"]?.members.first(where: { $0.name == name && $0.labels == labels }) {
            return (member, "UIAdaptivePresentationControllerDelegate")
        }
        for owner in callbackOwners {
            for type in interface.lineage(of: owner) {
                for member in type.members where !member.isStatic && member.kind != .initializer && Self.luaNames(of: member).contains(luaName) {
                    // The base name alone matches only a member without labels to tell apart.
                    if member.kind == .method, member.name == luaName, type.members.contains(where: { $0.name == member.name && $0.kind == .method && $0.labels != member.labels }) { continue }
                    return (member, type.name)
                }
            }
        }
        return nil
    }

    /// What another module needs of this one: its header, properties and init, with the types its
    /// own code gives them (written once, the text dropped).
    func analyze() {
        _ = write()
    }

    func write() -> String {
        determineHeader()
        let problemsBefore = problems
        collectStoredProperties()
        // Two passes: the first learns the result types of helper methods a callback may call
        // before they are written; the second writes.
        // Learning passes type what only a later use types (a call typing a helper's parameter, a
        // helper's result typing another's call); the last pass writes.
        let passes = 3
        for pass in 0..<passes {
            output = []
            writeFile()
            if pass < passes - 1 {
                // Fields first set in a method take the type of what was assigned.
                problems = problemsBefore
                commentIndex = 0
                storedProperties = []
                collectStoredProperties()
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private func determineHeader() {
        switch module.role {
        case .presentation: superclass = module.extends ?? factoryBaseClass ?? "UIPresentationController"
        case .interaction: superclass = "UIPercentDrivenInteractiveTransition"
        case .screen: superclass = "UIViewController"
        default: superclass = factoryBaseClass ?? "NSObject"
        }
        if let base = module.factoryBase, factoryBaseClass == nil {
            report(module.initializer?.line ?? module.classLine, "`local … = \(base).new()`", "the role it builds on (`\(module.requires[base] ?? base)`) could not be read")
        }
        var conformances: [String] = []
        for method in module.methods {
            guard let (_, owner) = uikitCallback(method.name), interface.types[owner]?.kind == .protocol,
                  !interface.isSubtype(superclass, of: owner), !conformances.contains(owner) else { continue }
            conformances.append(owner)
        }
        if module.role == .animator, !conformances.contains("UIViewControllerAnimatedTransitioning") { conformances.insert("UIViewControllerAnimatedTransitioning", at: 0) }
        protocols = conformances
        selfTypes = [superclass] + protocols
    }

    /// The class of the required role a factory builds on (`local c = Other.new()`).
    var factoryBaseClass: String? {
        module.factoryBase.flatMap { siblings[$0]?.module.className }
    }

    private func writeFile() {
        commentIndex = 0
        let classLine = module.classLine
        line("import UIKit")
        line("")
        var constantTypes: [String: SwiftTypeName] = [:]
        for constant in module.constants {
            flushComments(before: constant.line)
            push()
            let value = expression(constant.value, expected: nil)
            pop()
            constantTypes[constant.name] = Self.isNumberLiteral(constant.value) ? .cgFloat : value.type
            // A number is CGFloat, as Lua's numbers go where UIKit's CGFloats do.
            let annotation = Self.isNumberLiteral(constant.value) ? ": CGFloat" : value.type?.dictionary != nil ? ": \(value.type!)" : ""
            line("private let \(Self.swiftIdentifier(constant.name))\(annotation) = \(value.text)")
        }
        flushComments(before: classLine)
        for declaration in ownEnums {
            output += declaration.split(separator: "\n").map(String.init)
            line("")
        }
        line("class \(module.className): \(([superclass] + protocols).joined(separator: ", ")) {")
        indentLevel += 1
        push()
        for constant in module.constants { declare(constant.name, constantTypes[constant.name]) }
        for property in storedProperties {
            // A field of the class table or a side table keeps its comments; one `new` sets keeps them in the init.
            let declaredHere = module.properties.contains { $0.name == property.name } || module.sideTables.contains { $0.name == property.name }
            if declaredHere { flushComments(before: property.line) }
            // A field a local subclass reads through the class's name is one value all share.
            let keyword = (module.sharedProperties.contains(property.name) ? "static " : "") + (property.isVar ? "var" : "let")
            let trailing = declaredHere ? trailingComment(on: property.line) : ""
            if let value = property.value {
                // A Bool or String literal says its type; a number says CGFloat only when written.
                let typeText = property.type == .bool || property.type == .string ? "" : ": \(property.type)"
                line("\(keyword) \(Self.swiftIdentifier(property.name))\(typeText) = \(value)" + trailing)
            } else {
                line("\(keyword) \(Self.swiftIdentifier(property.name)): \(property.type)" + trailing)
            }
        }
        if let traceName = module.traceName {
            // SW3.4: the name the debugger shows, and the one Stagecraft's traces give it.
            line("override var debugDescription: String { \"\(traceName)\" }")
        }
        writeInitializer()
        liftedActions = []
        for method in module.methods {
            writeMethod(method)
        }
        writeLiftedActions()
        pop()
        flushComments(before: module.endLine)
        indentLevel -= 1
        line("}")
        flushComments(before: Int.max)
        if let base = Bases.named(superclass) {
            line("")
            output += base.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(base.source.hasSuffix("\n") ? 1 : 0)
        }
    }

    private func writeMethod(_ method: RoleModule.Method) {
        if method.name == "wire", wireIsTheInitializer { return }
        // A module-level function has no `self` of its own (Lua's would be a global), nor has a
        // static one.
        selfNames = method.isLocalFunction || method.isStatic ? [module.tableName] : Set([method.selfParameter ?? "self", module.tableName] + (module.factoryInstance.map { [$0] } ?? []))
        inStaticMethod = method.isStatic
        let annotated = annotations(before: method.line)
        untyped = []
        push()
        var signature: MethodSignature
        if let (member, owner) = uikitCallback(method.name) {
            signature = MethodSignature(kind: member.kind == .property ? .property : .method, swiftName: member.name, parameters: member.parameters,
                                        result: member.type, isOverride: interface.types[owner]?.kind == .class, isUIKit: true)
            if signature.parameters.count - (isOwnAdaptiveCallback(method.name) ? 1 : 0) < method.parameters.count {
                report(method.line, "`\(method.name)`'s extra parameters", "UIKit's \(member.name) takes \(member.parameters.count)")
            }
        } else {
            var parameters: [SwiftInterface.Parameter] = []
            for (index, name) in method.parameters.enumerated() {
                // An annotation, else the type of what the calls pass.
                guard let type = annotated.parameters[name].flatMap({ typeNames.swiftType(annotation: $0) }) ?? learnedParameterTypes[method.name]?[index]
                        ?? ownClassByUse(of: name, in: method.body.body) else {
                    report(method.line, "the type of `\(method.name)`'s parameter `\(name)`", "annotate it (`---@param \(name) Type`)")
                    untyped.insert(name)
                    parameters.append(SwiftInterface.Parameter(label: "_", name: name, type: SwiftTypeName("Any"), hasDefault: false))
                    continue
                }
                parameters.append(SwiftInterface.Parameter(label: "_", name: name, type: type, hasDefault: false))
            }
            let result = annotated.result.flatMap { typeNames.swiftType(annotation: $0) } ?? methodSignatures[method.name]?.result
            signature = MethodSignature(kind: .method, swiftName: method.name, parameters: parameters, result: result,
                                        isObjC: (module.role == .interaction && method.name == "handleGesture") || selectorTargets.contains(method.name),
                                        isStatic: method.isStatic)
        }
        methodSignatures[method.name] = signature
        // The Lua parameters take UIKit's types, under the Lua's names.
        var swiftParameters: [String] = []
        // An adaptive callback of the controller itself: its first parameter is `self`, not the Lua's.
        let skipped = isOwnAdaptiveCallback(method.name) ? 1 : 0
        for (index, parameter) in signature.parameters.enumerated() {
            let luaIndex = index - skipped
            let luaName = luaIndex >= 0 && luaIndex < method.parameters.count ? method.parameters[luaIndex] : parameter.name
            declare(luaName, untyped.contains(luaName) ? nil : parameter.type)
            let internalName = Self.swiftIdentifier(luaName)
            let label = parameter.label == internalName ? internalName : "\(parameter.label) \(internalName)"
            swiftParameters.append("\(label): \(parameter.type)")
        }
        currentResult = signature.result
        presentationParticipants = nil
        if method.name == "presentationControllerForPresented", method.parameters.count >= 2,
           let presented = variable(method.parameters[0]), let presenting = variable(method.parameters[1]) {
            presentationParticipants = (presented.swift, presenting.swift)
        }
        // The comments before the method are its own: kept for its header (the body skips to its line).
        let leading = takeComments(before: method.line)
        let body = captureBody(method.body)
        if signature.result == nil, let inferred = inferredResult, !signature.isUIKit {
            signature.result = Self.returnsNil(method.body.body) ? inferred.optional : inferred
            methodSignatures[method.name] = signature
        }
        line("")
        leading.forEach(writeComment)
        let prefix = (signature.isOverride ? "override " : "") + (signature.isObjC ? "@objc " : "") + (method.isLocalFunction && !method.isExposed ? "private " : "")
            + (method.isStatic ? "static " : "")
        switch signature.kind {
        case .property:
            line("\(prefix)var \(signature.swiftName): \(signature.result?.description ?? "Void") {")
        default:
            let result = signature.result.map { " -> \($0)" } ?? ""
            line("\(prefix)func \(signature.swiftName)(\(swiftParameters.joined(separator: ", ")))\(result) {")
        }
        output += body
        line("}")
        pop()
    }

    /// The gesture actions given as functions (`UITapGestureRecognizer(function() … end)`), as the
    /// `@objc` methods UIKit's target–action needs.
    private func writeLiftedActions() {
        var index = 0
        while index < liftedActions.count {
            let action = liftedActions[index]
            index += 1
            selfNames = action.selfNames
            push()
            let parameter = action.body.parameters.first ?? "gesture"
            declare(parameter, SwiftTypeName(action.gesture))
            currentResult = nil
            let body = captureBody(action.body)
            line("")
            line("@objc private func \(action.name)(_ \(Self.swiftIdentifier(parameter)): \(action.gesture)) {")
            output += body
            line("}")
            pop()
        }
    }

    /// Writes a method body into its own lines (the signature may depend on what it returns).
    private func captureBody(_ function: LuaFunctionBody) -> [String] {
        let saved = output
        output = []
        inferredResult = nil
        reassigned = Self.assignedLocals(function.body)
        mutated = Self.mutatedLocals(function.body)
        indentLevel += 1
        skipComments(through: function.line)
        block(function.body)
        flushComments(before: function.endLine)
        indentLevel -= 1
        let body = output
        output = saved
        return body
    }
}
