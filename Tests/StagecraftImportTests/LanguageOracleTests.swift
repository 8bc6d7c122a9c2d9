import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua

/// Issue 23 item 2: each language construct translated keeps Swift's meaning. The oracle is
/// Swift itself: LanguageCases.swift is compiled into this target and also translated to Lua;
/// every case must give the same answer both ways.
@Suite(.serialized) struct LanguageOracleTests {
    static let casesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LanguageCases.swift").path

    /// Each case's Swift answer, as Swift's interpolation prints it.
    static let native: [(String, String)] = {
        let c = LanguageCases()
        return [
            ("integerDivision", "\(c.integerDivision())"), ("negativeIntegerDivision", "\(c.negativeIntegerDivision())"),
            ("floatDivision", "\(c.floatDivision())"), ("literalDivisions", c.literalDivisions()), ("fileConstants", "\(c.fileConstants())"), ("interpolation", "\(c.interpolation())"), ("escapes", "\(c.escapes())"),
            ("structValueSemantics", "\(c.structValueSemantics())"), ("structMemberwiseDefault", "\(c.structMemberwiseDefault())"),
            ("classReferenceSemantics", "\(c.classReferenceSemantics())"), ("observerAndComputed", "\(c.observerAndComputed())"),
            ("lazyProperty", "\(c.lazyProperty())"), ("enumWithAssociatedValues", "\(c.enumWithAssociatedValues())"),
            ("optionals", "\(c.optionals())"), ("forLoops", "\(c.forLoops())"), ("reversedRange", "\(c.reversedRange())"),
            ("arrayIndexing", "\(c.arrayIndexing())"), ("closures", "\(c.closures())"), ("deferOrder", "\(c.deferOrder())"),
            ("tuples", "\(c.tuples())"), ("ternaryKeepsFalse", "\(c.ternaryKeepsFalse())"), ("whileAndRepeat", "\(c.whileAndRepeat())"),
            ("stringSwitch", "\(c.stringSwitch())"), ("nestedFallthrough", c.nestedFallthrough()), ("enumeratedLoops", c.enumeratedLoops()), ("castsAndChecks", "\(c.castsAndChecks())"), ("mathFunctions", "\(c.mathFunctions())"),
            ("implicitSelfAndMethods", "\(LanguageCases().implicitSelfAndMethods())"), ("earlyReturnInIf", "\(c.earlyReturnInIf())"),
            ("enumComputedPropertyAndMethod", "\(c.enumComputedPropertyAndMethod())"),
            ("trivialGenerics", "\(c.trivialGenerics())"),
            ("protocolDefaults", "\(c.protocolDefaults())"),
            ("staticMembersThroughSelf", "\(c.staticMembersThroughSelf())"),
            ("tupleLabelsAndNestedTypes", "\(c.tupleLabelsAndNestedTypes())"),
            ("availabilityConditions", c.availabilityConditions()),
            ("arrayMethodsNamedLikeBoundOnes", c.arrayMethodsNamedLikeBoundOnes()),
            ("minAndMaxBy", c.minAndMaxBy()),
        ]
    }()

    static func translated() throws -> SwiftImporter.Result {
        let text = try String(contentsOfFile: casesFile, encoding: .utf8)
        return SwiftImporter().translate([(casesFile, text)])
    }

    @Test func everyCaseTranslatesWithoutRefusal() throws {
        let result = try Self.translated()
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        #expect(Set(result.modules.map(\.typeName)) == ["Point2", "Move", "Box", "LanguageCases", "Edge", "Stack", "Person", "Greeter", "Constants", "Values"])
    }

    @Test(arguments: native.map(\.0)) func caseMatchesSwift(_ name: String) throws {
        let expected = try #require(Self.native.first { $0.0 == name }?.1)
        let lua = try ImportedLua(translating: Self.casesFile)
        let answer = try lua.run("local S = require 'swift_runtime' return S.str(require('helpers.LanguageCases').new():\(name)())")
        #expect(answer == expected, "\(name): Lua gave \(answer), Swift \(expected)")
    }

    /// The check can fail: a case whose Lua answer differs is reported (a deliberately wrong
    /// expectation for one case is caught, not accepted).
    @Test func aWrongAnswerIsCaught() throws {
        let lua = try ImportedLua(translating: Self.casesFile)
        let answer = try lua.run("local S = require 'swift_runtime' return S.str(require('helpers.LanguageCases').new():integerDivision())")
        #expect(answer == "3")
        #expect(answer != "3.5", "Int / Int must truncate as Swift's does")
    }
}

/// The Swift translator, installed once for the whole test process (as the `stagecraft` command
/// installs it): suites run in parallel, and a translator swapped in and out by one would pull
/// the ground from under another.
enum SharedTranslator {
    static let translator: SwiftRoleTranslator = {
        let translator = SwiftRoleTranslator()
        ScriptSources.install(translator)
        return translator
    }()
}

/// A Lua state whose `require` finds the modules of one file's import and the runtime.
final class ImportedLua {
    let lua: LuaState

    init(translating path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        _ = SharedTranslator.translator.translation(containing: path, text: text)
        lua = try LuaState()
    }

    func run(_ source: String) throws -> String {
        try lua.run(source, chunkName: "=test").first ?? "nil"
    }
}
