import Testing
@testable import StagecraftImport

/// SW5.7: a top-level declaration no Swift of today compiles (`@available(swift 256)`,
/// `@available(swift, introduced: 7)`, `@available(*, unavailable)`) is not translated, so what it
/// alone uses (a pointer to a key, `&Key.x`) is not refused; an available one still is.
struct UnavailableDeclarationTests {
    static func translate(_ attribute: String) -> SwiftImporter.Result {
        SwiftImporter().translate([("app/Keys.swift", """
            import UIKit
            struct Key { static var name: Void? }
            \(attribute)
            public class __Key: NSObject {
                public static var name: UnsafeRawPointer { return pointer(&Key.name) }
                private static func pointer(_ p: UnsafeRawPointer) -> UnsafeRawPointer { return p }
            }
            """)])
    }

    @Test(arguments: ["@available(swift 256)", "@available(swift, introduced: 7)", "@available(*, unavailable)"])
    func SW5_7_aDeclarationNoSwiftOfTodayCompilesIsNotTranslated(attribute: String) {
        let result = Self.translate(attribute)
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        #expect(!result.modules.contains { $0.typeName == "__Key" })
        #expect(result.modules.contains { $0.typeName == "Key" })
    }

    @Test(arguments: ["@available(swift 5)", "@available(iOS 13, *)", ""])
    func SW5_7_anAvailableDeclarationIsTranslated(attribute: String) {
        let result = Self.translate(attribute)
        #expect(result.modules.contains { $0.typeName == "__Key" })
        #expect(result.refusals.contains { $0.description.contains("inout argument &Key.name") }, "\(result.refusals.map(\.description))")
    }
}
