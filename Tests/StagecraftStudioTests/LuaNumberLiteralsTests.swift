import Foundation
import Testing
@testable import StagecraftStudio

/// SD5.1: the numbers the source panel offers for scrubbing are found by a pass of Lua 5.4's
/// lexical rules (llex.c), not a pattern: what sits in strings and comments is not a number, a
/// digit in a name is not one, and a minus is its own token. Expected spans are counted by hand
/// from the inputs.
@Suite struct LuaNumberLiteralsTests {
    /// The texts of the literals found, in order.
    static func texts(_ source: String) -> [String] { LuaNumberLiterals.scan(source).map(\.text) }

    @Test func SD5_1_spansAreByteOffsetsOfTheDigits() {
        let source = "UIView.animate(0.35, function() end)"
        let found = LuaNumberLiterals.scan(source)
        #expect(found.count == 1)
        #expect(found.first?.start == 15)
        #expect(found.first?.end == 19)
        #expect(found.first?.value == 0.35)
        #expect(found.first?.line == 1)
        // Offsets are UTF-8 bytes: a "—" (3 bytes) in a comment before shifts them by 3, not 1.
        let after = LuaNumberLiterals.scan("-- a — b\nx = 2")
        #expect(after.first?.start == 15)
        #expect(after.first?.line == 2)
    }

    @Test func SD5_1_stringsAndCommentsHoldNoNumbers() {
        #expect(Self.texts(#"local s = "0.5 and 2" x = 1"#) == ["1"])
        #expect(Self.texts(#"local s = 'it\'s 3' y = 4"#) == ["4"], "an escaped quote does not end the string")
        #expect(Self.texts("local s = [[ 5\n 6 ]] z = 7") == ["7"])
        #expect(Self.texts("local s = [==[ ]] 8 ]=] ]==] w = 9") == ["9"], "only the bracket of the same level closes")
        #expect(Self.texts("x = 1 -- 2 and 3\ny = 4") == ["1", "4"])
        #expect(Self.texts("--[[ 10\n 11 ]] a = 12") == ["12"])
        #expect(Self.texts("--[=[ ]] 13 ]=] b = 14") == ["14"])
        #expect(Self.texts("--[ not long 15\nc = 16") == ["16"], "`--[` without a second bracket is a line comment")
        #expect(Self.texts("s = \"a\\\n 17\" t = 18") == ["18"], "an escaped newline continues the string")
        // Lines are counted through long strings and comments.
        #expect(LuaNumberLiterals.scan("--[[\n\n]] s = [[\n]] x = 5").first?.line == 4)
    }

    @Test func SD5_1_namesAndOperatorsAreNotNumbers() {
        #expect(Self.texts("x1 = y2 + _3") == [])
        #expect(Self.texts("a = t[1] .. 2") == ["1", "2"])
        #expect(Self.texts("f(...)") == [])
        #expect(Self.texts("v = 1..2").isEmpty, "`1..2` is a malformed number to Lua, not 1 .. 2")
        #expect(Self.texts("v = 3x") == [], "a numeral touching a letter is malformed")
    }

    @Test func SD5_1_numeralFormsAsLuaReadsThem() throws {
        let found = LuaNumberLiterals.scan("a = 0x1F b = 0xA.8p1 c = 1e-3 d = 2.5E+2 e = .5 f = 5. g = 0X10")
        #expect(found.map(\.text) == ["0x1F", "0xA.8p1", "1e-3", "2.5E+2", ".5", "5.", "0X10"])
        #expect(found.map(\.value) == [31, 21, 0.001, 250, 0.5, 5, 16])
        #expect(found.map(\.hex) == [true, true, false, false, false, false, true])
        // A decimal exponent mark in a hex numeral is a digit (0xE), and `p` in a decimal one is a letter.
        #expect(LuaNumberLiterals.scan("x = 0x1e").first?.value == 30)
        #expect(Self.texts("x = 1p4") == [])
    }

    @Test func SD5_1_aUnaryMinusRightBeforeTheDigitsJoinsTheSpan() throws {
        let unary = try #require(LuaNumberLiterals.scan("x = -0.3").first)
        #expect(unary.text == "-0.3")
        #expect(unary.start == 4)
        #expect(unary.value == -0.3)
        #expect(unary.signed)
        // Binary minus: the digits alone, and no minus may be written in front (`a --2` is a comment).
        let binary = try #require(LuaNumberLiterals.scan("y = a -2").first)
        #expect(binary.text == "2")
        #expect(!binary.signed)
        #expect(!binary.negatable)
        let spaced = try #require(LuaNumberLiterals.scan("y = a - 2").first)
        #expect(!spaced.signed && !spaced.negatable)
        // After `)` it is binary too; after `(`, `,`, `=`, `{`, `return` a minus may be written.
        #expect(LuaNumberLiterals.scan("z = f() -1").first?.signed == false)
        #expect(LuaNumberLiterals.scan("f(1, 2)").map(\.negatable) == [true, true])
        #expect(LuaNumberLiterals.scan("return 3").first?.negatable == true)
        #expect(LuaNumberLiterals.scan("t = {4}").first?.negatable == true)
        // A minus with a space before the digits stays its own token: the span is the digits.
        let apart = try #require(LuaNumberLiterals.scan("x = - 5").first)
        #expect(apart.text == "5" && !apart.signed && !apart.negatable)
        // `- -1`: the second minus is unary, right before its digits.
        #expect(LuaNumberLiterals.scan("x = 2 - -1").map(\.text) == ["2", "-1"])
    }

    @Test func SD5_1_unfinishedStringsAndFilesEndCleanly() {
        #expect(Self.texts("s = \"open\nx = 1") == ["1"], "an unfinished string ends at its line")
        #expect(Self.texts("s = [[ never closed 1") == [])
        #expect(Self.texts("--[[ never closed 1") == [])
        #expect(Self.texts("x = 0x") == [], "`0x` alone is malformed")
        #expect(Self.texts("") == [])
        #expect(Self.texts("-") == [])
    }

    @Test func SD5_1_aReplacementIsOneFiniteNumeral() {
        #expect(LuaNumberLiterals.value(ofReplacement: "0.4") == 0.4)
        #expect(LuaNumberLiterals.value(ofReplacement: "-12") == -12)
        #expect(LuaNumberLiterals.value(ofReplacement: "0x10") == 16)
        #expect(LuaNumberLiterals.value(ofReplacement: "1e308") == 1e308)
        #expect(LuaNumberLiterals.value(ofReplacement: "1e999") == nil, "infinite")
        #expect(LuaNumberLiterals.value(ofReplacement: "nan") == nil)
        #expect(LuaNumberLiterals.value(ofReplacement: "1 + 1") == nil)
        #expect(LuaNumberLiterals.value(ofReplacement: "1) os.exit(") == nil)
        #expect(LuaNumberLiterals.value(ofReplacement: "--1") == nil)
        #expect(LuaNumberLiterals.value(ofReplacement: "") == nil)
    }
}
