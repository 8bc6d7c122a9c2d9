import Testing
@testable import StagecraftExport
@testable import StagecraftImport

/// SW10.2, found exporting the today screens (`titleLabel.fontSize = 28`, which UIKit spells
/// `titleLabel.font = UIFont.boldSystemFont(ofSize: 28)`): a label's font is its size in the Lua
/// API, both ways.
@Suite(.serialized) struct ExportLabelFontTests {
    /// Fixtures/export/animators/label_font.lua: a size set exports as the system font of that
    /// size, a size read as the font's `pointSize`; it type-checks, and imported back the labels
    /// have the sizes the Lua gives them (its scenario, by hand: 28 and 14).
    @Test func sw10_2_aLabelsFontSizeIsUIKitsFont() async throws {
        let swift = try await ExportLanguageTests.roundTrip("label_font")
        for line in ["title.font = UIFont.systemFont(ofSize: 28)", "subtitle.font = UIFont.systemFont(ofSize: title.font.pointSize / 2)"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("fontSize") }, "\(swift)")
    }

    /// Imported, UIKit's fonts of a size are the size: the bold one too (the Lua API draws no
    /// weight), written with the type or as an implicit member, and a font's `pointSize` read is
    /// the size read.
    @Test func sw10_2_importedAFontIsItsSize() throws {
        let result = SwiftImporter().translate([("Fonts.swift", """
            import UIKit
            final class Fonts {
                func style(_ title: UILabel, _ subtitle: UILabel, _ note: UILabel) {
                    title.font = UIFont.boldSystemFont(ofSize: 28)
                    subtitle.font = .systemFont(ofSize: 17)
                    note.font = UIFont.systemFont(ofSize: subtitle.font.pointSize - 4)
                }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Fonts" }).lua
        for line in ["title.fontSize = 28", "subtitle.fontSize = 17", "note.fontSize = subtitle.fontSize - 4"] {
            #expect(lua.contains(line), "\(line) in\n\(lua)")
        }
        #expect(!lua.contains("pointSize") && !lua.contains("UIFont"), "\(lua)")
    }
}
