import Foundation
import Testing
@testable import StagecraftImport

/// Issue 23 item 6, the Moves library's Swift (Fixtures/examples/moves): what its files showed of
/// the importer, each with a fixture of its own (Fixtures/library, docs/swift.md SW6.1–SW6.4).
@Suite(.serialized) struct LibraryFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/library"

    /// SW6.1–SW6.4 run: the namesake class of a helper file, a default made by a static method,
    /// an optional closure's call, and an imported subclass's override where UIKit calls the base.
    @Test func sw6_theLibraryFixtureRunsItsScenarios() {
        RoleFixtureTests.expectPasses("library/library.lua", count: 3)
    }

    /// SW6.1: in a file of helpers alone the type named like the file is the file's module, in
    /// either order of declaration; without a namesake, the first; a role still comes first.
    @Test func sw6_1_aFileOfHelpersIsItsNamesakeType() throws {
        let palette = try String(contentsOfFile: Self.folder + "/app/Palette.swift", encoding: .utf8)
        let modules = SwiftImporter().translate([("Palette.swift", palette)]).modules
        #expect(modules.first?.typeName == "Tone", "the enum is declared first")
        #expect(SwiftRoleTranslator.primary(modules, path: "app/Palette.swift")?.typeName == "Palette")
        #expect(SwiftRoleTranslator.primary(modules, path: "app/Colors.swift")?.typeName == "Tone")
        let withRole = palette + """

            final class Palette2: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
            }
            """
        let roles = SwiftImporter().translate([("Palette.swift", withRole)]).modules
        #expect(SwiftRoleTranslator.primary(roles, path: "app/Palette.swift")?.typeName == "Palette2")
    }

    /// SW6.2: `.standard()` where the parameter is the import's struct is its static method; an
    /// enum's `.solid(0.5)` stays a case with its value.
    @Test func sw6_2_anImplicitStaticCallIsTheTypesMethod() throws {
        let palette = try String(contentsOfFile: Self.folder + "/app/Palette.swift", encoding: .utf8)
        let result = SwiftImporter().translate([("Palette.swift", palette)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Palette" }).lua
        #expect(lua.contains("options = require(\"helpers.PaletteOptions\").standard()"), "\(lua)")
        #expect(lua.contains("fill = { case = \"solid\", 0.5 }"), "\(lua)")
    }
}
