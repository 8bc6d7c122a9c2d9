import Testing
@testable import StagecraftImport

/// SW5.10: `X.self`, a metatype. `String(describing: Cell.self)` (reuse identifiers, log lines) is
/// the named type's name, as Swift prints it; any other metatype, and a generic parameter's (which
/// stands for a type not known here), is a `metatype` refusal at its line — never the enum-case
/// string "self" it once read as, silently.
@Suite struct MetatypeTests {
    static func translate(_ source: String) -> SwiftImporter.Result {
        SwiftImporter().translate([("Names.swift", source)])
    }

    @Test func SW5_10_aNamedTypesDescriptionIsItsName() throws {
        let result = Self.translate("""
            import UIKit
            final class CardCell: UIView {}
            final class Names {
                func cell() -> String { return String(describing: CardCell.self) }
                func view() -> String { return String(describing: UIView.self) }
                func value(_ count: Int) -> String { return String(describing: count) }
            }
            """)
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Names" }).lua
        #expect(lua.contains("return \"CardCell\""), "\(lua)")
        #expect(lua.contains("return \"UIView\""), "\(lua)")
        // The twin: a value's description is still its value's.
        #expect(lua.contains("S.str(count)"), "\(lua)")
        #expect(!lua.contains("\"self\""), "\(lua)")
    }

    /// NSObject's `isKind(of: T.self)` is Swift's `is` (PanModal's `presentedViewController.view
    /// .isKind(of: UIScrollView.self)`); of a generic parameter it stays refused.
    @Test func SW5_10_isKindOfANamedTypeIsSwiftsIs() throws {
        let result = Self.translate("""
            import UIKit
            final class Probe<T> {
                func scrolls(_ view: UIView) -> Bool { return view.isKind(of: UIScrollView.self) }
                func matches(_ view: UIView) -> Bool { return view.isKind(of: T.self) }
            }
            """)
        #expect(result.refusals.map(\.line) == [4], "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Probe" }).lua
        #expect(lua.contains("S.is(view, \"UIScrollView\")"), "\(lua)")
    }

    @Test func SW5_10_aGenericParametersOrAStoredMetatypeIsRefusedAtItsLine() throws {
        let result = Self.translate("""
            import UIKit
            final class Box<T> {
                func name() -> String {
                    return String(describing: T.self)
                }
                func kind() -> Any {
                    return UIView.self
                }
            }
            """)
        let metatypes = result.refusals.filter { $0.kind == "metatype" }
        #expect(metatypes.map(\.line) == [4, 7], "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Box" }).lua
        #expect(!lua.contains("\"self\"") && !lua.contains("\"T\""), "\(lua)")
        #expect(lua.contains("not translated: T.self (Names.swift:4)"), "\(lua)")
    }
}
