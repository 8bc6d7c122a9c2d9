import Testing
@testable import StagecraftImport

/// The Swift Programming Language, "Functions › Default Parameter Values" for initializers: a call
/// may leave out any defaulted parameter, before or between those it writes, and each argument still
/// goes to the parameter of its label (SW8.6; Jelly's `SlidePresentation(direction: .left, size:
/// .halfscreen)` of `init(timing: = …, uiConfiguration: = …, direction: = .bottom, size: = …, …)`
/// had its direction read as the timing).
struct InitDefaultArgumentTests {
    static let source = """
        import UIKit
        struct Slide {
            var duration: Double
            var edge: String
            var width: Double
            init(duration: Double = 0.5, edge: String = "bottom", width: Double = 100) {
                self.duration = duration
                self.edge = edge
                self.width = width
            }
        }
        final class Card {
            init(title: String = "", height: Double) {}
            init(image: String) {}
        }
        final class Maker {
            func slides() -> [Slide] {
                [Slide(edge: "left", width: 195), Slide(width: 40), Slide(duration: 1), Slide()]
            }
            func cards() -> [Card] { [Card(height: 300), Card(title: "a", height: 2), Card(image: "b")] }
        }
        """

    static func maker() -> String {
        let result = SwiftImporter().translate([("Maker.swift", source)])
        return result.modules.first { $0.typeName == "Maker" }?.lua ?? ""
    }

    @Test func SW8_6_leftOutLeadingDefaultsAreNilAtTheirPlaces() {
        let maker = Self.maker()
        #expect(maker.contains(".new(nil, \"left\", 195)"), "\(maker)")
        #expect(maker.contains(".new(nil, nil, 40)"), "\(maker)")
    }

    @Test func SW8_6_trailingDefaultsAndNoArgumentsStayAsWritten() {
        let maker = Self.maker()
        #expect(maker.contains("Slide\").new(1)"), "\(maker)")
        #expect(maker.contains("Slide\").new()"), "\(maker)")
    }

    /// Of two inits, the one whose labels contain those written, named by its full labels.
    @Test func SW8_6_theInitCalledIsTheOneDeclaredWithTheWrittenLabels() {
        let maker = Self.maker()
        #expect(maker.contains(".newTitleHeight(nil, 300)"), "\(maker)")
        #expect(maker.contains(".newTitleHeight(\"a\", 2)"), "\(maker)")
        #expect(maker.contains(".newImage(\"b\")"), "\(maker)")
    }
}
