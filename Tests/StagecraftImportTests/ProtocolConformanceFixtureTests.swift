import Testing
@testable import StagecraftImport

/// The Swift Programming Language, "Protocols › Checking for Protocol Conformance" and "Type
/// Casting": `is`, `as?` and `case is` answer at run time for the protocols a type adopts (in its
/// declaration or an extension), those they inherit, and its subclasses. PanModal's presentation
/// controller adds the presented view only when `presentedViewController as? PanModalPresentable`
/// answers, so without this the sheet was never in the container (Fixtures/conformance).
@Suite(.serialized) struct ProtocolConformanceFixtureTests {
    @Test func TSPL_checkingForProtocolConformance_screensAndObjectsRunTheirScenario() {
        RoleFixtureTests.expectPasses("conformance/conformance.lua", count: 2)
    }

    /// A type alias is the type it names where a cast names it (`P.LayoutType` declared in a
    /// protocol's extension), and a composition `A & B` is checked part by part.
    @Test func TSPL_typeAlias_aCastThroughAnAliasChecksTheAliasedComposition() {
        let source = """
            import UIKit
            protocol Content {}
            extension Content where Self: UIViewController {
                typealias LayoutType = UIViewController & Content
            }
            typealias Short = Content
            final class Probe {
                func layout(_ value: Any) -> Bool { value is Content.LayoutType }
                func short(_ value: Any) -> Bool { (value as? Short) != nil }
            }
            """
        let result = SwiftImporter().translate([("Probe.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let probe = result.modules.first { $0.typeName == "Probe" }?.lua ?? ""
        #expect(probe.contains("S.is(value, \"UIViewController & Content\")"))
        #expect(probe.contains("S.cast(value, \"Content\")"))
    }

    /// The conformances listed are the inheritance clauses' and their imported parents', but not
    /// an imported superclass (its own list answers for it).
    @Test func TSPL_checkingForProtocolConformance_aClassListsItsProtocolsAndTheirParents() {
        let source = """
            import UIKit
            protocol Base {}
            protocol Child: Base {}
            class Card: NSObject, Child {}
            final class Photo: Card, Equatable {}
            """
        let result = SwiftImporter().translate([("Card.swift", source)])
        let card = result.modules.first { $0.typeName == "Card" }?.lua ?? ""
        #expect(card.contains("S.conforms(Card, { \"NSObject\", \"Child\", \"Base\" })"))
        let photo = result.modules.first { $0.typeName == "Photo" }?.lua ?? ""
        #expect(photo.contains("S.conforms(Photo, { \"Equatable\" })"))
    }
}
