import Foundation
import Testing

/// The API references in docs/ are made from the annotation files, between marker comments, and
/// kept in sync here: a binding added to the annotations (which AnnotationSyncTests ties to the
/// registered bindings) without the page regenerated fails, with the command that regenerates it.
@Suite struct APIReferenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// (page, annotation file) pairs: the page holds `<!-- reference: FILE -->` … `<!-- end reference -->`.
    @Test(arguments: [("docs/lua-api.md", "lua/stagecraft.d.lua"), ("docs/scenarios.md", "lua/scenario.d.lua")])
    func referenceMatchesTheAnnotations(page: String, annotations: String) throws {
        let pageURL = Self.repository.appendingPathComponent(page)
        let text = try String(contentsOf: pageURL, encoding: .utf8)
        let source = try String(contentsOf: Self.repository.appendingPathComponent(annotations), encoding: .utf8)
        let begin = "<!-- reference: \(annotations) (generated: STAGECRAFT_RECORD=1 swift test --filter APIReferenceTests) -->\n"
        let end = "<!-- end reference -->"
        let start = try #require(text.range(of: begin), "\(page) has no \(begin)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "\(page) has no \(end)")
        let generated = AnnotationReference(annotations: source).markdown(headingLevel: 2) + "\n"
        if ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"] == "1" {
            try (text[..<start.upperBound] + generated + text[stop.lowerBound...]).write(to: pageURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == generated,
                "\(page) is out of date with \(annotations): STAGECRAFT_RECORD=1 swift test --filter APIReferenceTests")
    }

    @Test func parsesEachKindOfDeclaration() {
        let reference = AnnotationReference(annotations: """
            ---@meta example
            -- Intro prose,
            -- on two lines.

            --- A colour name.
            ---@alias Colour "red"|"blue" | "green"
            do
            --- A view.
            ---@class View : Object drawn on screen
            ---@field frame CGRect where it is
            ---@field onTap? fun(self: View, count: integer) called on a tap
            ---@operator add(View): View
            local View = {}
            --- Adds a subview.
            ---@param view View the child
            ---@param at? integer 0-based
            ---@return boolean added
            function View:add(view, at) end
            end
            ---@class ViewClass
            ---@overload fun(frame: CGRect): View
            UIView = {}
            """)
        #expect(reference.items == [
            .prose("Intro prose, on two lines."),
            .alias(name: "Colour", type: #""red"|"blue" | "green""#, doc: "A colour name."),
            .type(name: "View", base: "Object", doc: "A view. drawn on screen",
                  fields: [.init(name: "frame", type: "CGRect", doc: "where it is"),
                           .init(name: "onTap?", type: "fun(self: View, count: integer)", doc: "called on a tap")],
                  operators: ["add(View): View"], calls: []),
            .function(signature: "View:add(view, at)", doc: "Adds a subview.",
                      params: [.init(name: "view", type: "View", doc: "the child"), .init(name: "at?", type: "integer", doc: "0-based")],
                      returns: ["boolean added"], overloads: []),
            .type(name: "ViewClass", base: nil, doc: "", fields: [], operators: [], calls: ["UIView(frame: CGRect) → View"]),
        ])
        #expect(AnnotationReference.anchor("UIView.Transition") == "uiviewtransition")
    }
}
