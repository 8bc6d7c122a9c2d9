import StagecraftImport

/// Writes the Swift class of a role module: the header, stored properties, init and methods in
/// the Lua's order, each Lua comment where it stood. Expressions are typed from the UIKit
/// interface as they are written, which decides labels, `.cases`, optional unwrapping and
/// trailing closures (SwiftEmitter+Expressions, +Calls); statements are in +Statements.
final class SwiftEmitter {
    struct Variable {
        var swift: String
        var type: SwiftTypeName?
    }

    /// A method of the class being written, by its Lua name.
    struct MethodSignature {
        enum Kind { case method, property, initializer }
        var kind: Kind
        var swiftName: String
        var parameters: [SwiftInterface.Parameter]
        var result: SwiftTypeName?
        var isOverride = false
        var isObjC = false
        var isStatic = false
        /// From a protocol requirement or an override: UIKit's declaration, not the Lua's.
        var isUIKit = false
    }

    let module: RoleModule
    let interface: SwiftInterface
    let typeNames: LuaTypeNames
    /// Other role modules this one requires, by their local name.
    let siblings: [String: SwiftEmitter]
    var problems: [ExportProblem] = []
    var output: [String] = []
    var indentLevel = 0
    var comments: [LuaComment]
    var commentIndex = 0
    var scopes: [[String: Variable]] = []
    /// Stored properties of the class (its own) and their types.
    var storedProperties: [(name: String, type: SwiftTypeName, isVar: Bool, value: String?, line: Int)] = []
    var methodSignatures: [String: MethodSignature] = [:]
    /// Properties unwrapped by the `if let` being written: their reads are the local.
    var narrowedProperties: [String] = []
    /// Writing a static method: the class's members are reached through the class.
    var inStaticMethod = false
    /// Lua names that are Swift's `self` in the method being written.
    var selfNames: Set<String> = []
    var closureDepth = 0
    var currentResult: SwiftTypeName?
    /// In `presentationController(forPresented:presenting:source:)`, its first two parameters as
    /// Swift names them: what a presentation controller is made with (SW3.5).
    var presentationParticipants: (presented: String, presenting: String)?
    /// For a local subclass (`RoleModule.LocalSubclass`), the module's class, whose shared fields
    /// its methods read through the class's name.
    var outer: SwiftEmitter?
    /// The type of the first value a method without a declared result returns.
    var inferredResult: SwiftTypeName?
    /// Set while a one-line `if` is written: its line's comment goes after its closing brace.
    var holdsTrailingComments = false
    /// Class-table fields that are UIKit properties the class inherits (`completionCurve =
    /// "easeOut"` on an interaction controller): set in the init, not declared.
    var inheritedSettings: [(name: String, value: LuaExpression, line: Int)] = []
    /// Parameters whose type is unknown (reported once): what they reach is not reported again.
    var untyped: Set<String> = []
    /// Gesture actions written as functions, lifted into methods at the end of the class.
    var liftedActions: [(name: String, body: LuaFunctionBody, gesture: String, selfNames: Set<String>)] = []
    /// Functions declared in the method being written (`local function visit(v)`).
    var localFunctions: [String: MethodSignature] = [:]
    /// What a local function was found to return (the next pass declares it).
    var learnedResults: [String: SwiftTypeName] = [:]
    /// The types of the first arguments a method without annotated parameters is called with.
    var learnedParameterTypes: [String: [Int: SwiftTypeName]] = [:]
    /// The type of the first value assigned to a field the class table does not type (`self.x = …`).
    var learnedFieldTypes: [String: SwiftTypeName] = [:]
    /// Lines the current statement needs after it (a made view's name, an image view's image), by
    /// the local it declares: the made value's text, the Swift expression set, the property.
    var pendingNames: [(value: String, name: String, property: String)] = []
    /// The statements after the one being written in its block (a local's later uses type it).
    var following: ArraySlice<LuaStatement> = []
    /// Parameter types locals were passed as, seen while looking ahead (`observing`).
    var observedArgumentTypes: [String: SwiftTypeName] = [:]
    var isObserving = false
    /// Types of the first values locals declared without one were assigned, seen looking ahead.
    var observedAssignmentTypes: [String: SwiftTypeName] = [:]
    /// Types of the empty tables locals were made with, from what was put in them, seen looking ahead.
    var observedContainerTypes: [String: SwiftTypeName] = [:]
    /// Locals whose fields are assigned (`start.origin.y = …`): `var` when their type is a struct.
    var mutated: Set<String> = []
    /// Locals assigned after their declaration in the method being written (`var`, not `let`).
    var reassigned: Set<String> = []
    /// The label each enclosing loop's body ends with (`::continue::`), innermost last; nil for
    /// a loop without one. `goto` that label is Swift's `continue`.
    var continueLabels: [String?] = []
    let fileName: String
    /// The Swift types `self` is, nearest first (the class's superclass and protocols).
    var selfTypes: [String] = []
    var superclass = "NSObject"
    var protocols: [String] = []

    /// The module's own enums (`OwnEnums`), declared before the class.
    var ownEnums: [String] = []
    /// The class's methods UIKit calls by selector (`@objc`).
    let selectorTargets: Set<String>

    init(module: RoleModule, chunk: LuaChunk, interface: SwiftInterface, siblings: [String: SwiftEmitter], fileName: String) {
        self.fileName = fileName
        self.module = module
        selectorTargets = module.selectorTargets
        self.interface = interface
        self.siblings = siblings
        typeNames = LuaTypeNames(interface: interface)
        // Lint directives (`-- luacheck: ignore 542`) are about the Lua.
        comments = chunk.comments.filter { !$0.text.trimmingCharacters(in: .whitespaces).hasPrefix("luacheck:") }.sorted { $0.line < $1.line }
        problems = module.problems
    }

    // MARK: Output

    func line(_ text: String) {
        output.append(text.isEmpty ? "" : String(repeating: "    ", count: indentLevel) + text)
    }

    func report(_ line: Int, _ what: String, _ why: String) {
        problems.append(ExportProblem(line: line, what: what, why: why))
    }

    /// Writes the comments that stand before `line` (doc annotations `---@…` are read, not
    /// written: Swift's types say it).
    func flushComments(before lineNumber: Int) {
        while commentIndex < comments.count, comments[commentIndex].line < lineNumber {
            let comment = comments[commentIndex]
            commentIndex += 1
            writeComment(comment)
        }
    }

    func writeComment(_ comment: LuaComment) {
        var text = comment.text
        if text.hasPrefix("-@") { return }
        let isDoc = text.hasPrefix("-")
        if isDoc { text.removeFirst() }
        for (offset, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = part.trimmingCharacters(in: .whitespaces)
            if offset > 0 && body.isEmpty { continue }
            line((isDoc ? "///" : "//") + (body.isEmpty ? "" : " " + (offset == 0 ? String(part.drop { $0 == " " }) : body)))
        }
    }

    /// The trailing comment of `lineNumber`, as ` // text`, consumed.
    func trailingComment(on lineNumber: Int) -> String {
        guard !holdsTrailingComments, commentIndex < comments.count, comments[commentIndex].line == lineNumber, comments[commentIndex].trailsCode else { return "" }
        let comment = comments[commentIndex]
        commentIndex += 1
        return "  // " + comment.text.trimmingCharacters(in: .whitespaces)
    }

    /// The comments that stand before `lineNumber`, consumed, to be written later.
    func takeComments(before lineNumber: Int) -> [LuaComment] {
        var taken: [LuaComment] = []
        while commentIndex < comments.count, comments[commentIndex].line < lineNumber {
            taken.append(comments[commentIndex])
            commentIndex += 1
        }
        return taken
    }

    /// Skips the comments up to `lineNumber` (inside a construct written another way).
    func skipComments(through lineNumber: Int) {
        while commentIndex < comments.count, comments[commentIndex].line <= lineNumber { commentIndex += 1 }
    }

    // MARK: Scopes

    func push() { scopes.append([:]) }
    func pop() { scopes.removeLast() }

    func declare(_ name: String, _ type: SwiftTypeName?) {
        if scopes.isEmpty { push() }
        scopes[scopes.count - 1][name] = Variable(swift: Self.swiftIdentifier(name), type: type)
    }

    func variable(_ name: String) -> Variable? {
        for scope in scopes.reversed() { if let found = scope[name] { return found } }
        return nil
    }

    static let swiftKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "func", "let", "var", "init", "deinit",
                                             "self", "Self", "super", "is", "as", "in", "inout", "operator", "default", "case", "switch",
                                             "where", "guard", "defer", "import", "static", "public", "private", "internal", "fileprivate",
                                             "open", "typealias", "associatedtype", "throw", "throws", "try", "catch", "rethrows", "subscript",
                                             "Any", "Type", "true", "false", "nil", "if", "else", "for", "while", "repeat", "return", "break",
                                             "continue", "do", "fallthrough"]

    static func swiftIdentifier(_ name: String) -> String {
        swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}

import Foundation
