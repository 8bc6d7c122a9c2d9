import Foundation
import Testing
@testable import StagecraftExport

/// SW6.5, found exporting the Moves animator (`if not snapshot then goto continue end` … `::continue::`):
/// Lua's way of writing `continue` exports as Swift's, and imported back runs as the Lua does.
@Suite(.serialized) struct ExportLoopContinueTests {
    /// Fixtures/export/animators/skip_hidden.lua: a `for … in ipairs` body and a numeric `for`
    /// body nested in it, each ending in its own label, export with `continue`, type-check, and
    /// round-trip through scenarios/skip_hidden.lua (its numbers by hand).
    @Test func sw6_5_aGotoToTheLoopsClosingLabelIsContinue() async throws {
        let swift = try await ExportLanguageTests.roundTrip("skip_hidden")
        for line in ["if subview.alpha == 0 { continue }", "if i == 2 { continue }"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("goto") || $0.contains("::") || $0.contains("fatalError") }, "\(swift)")
    }

    /// The other cases stay reported, each at its line: a goto to the outer loop's label from the
    /// inner loop (Swift would need a labelled `continue`), a label that does not close its loop,
    /// and a goto outside any loop.
    @Test func sw6_5_otherGotosAndLabelsAreStillReported() throws {
        let lua = """
            ---@class Jumps : Animator
            local Jumps = { debugName = "Jumps" }

            ---@param ctx TransitionContext
            function Jumps:transitionDuration(ctx)
              return 0.2
            end

            ---@param ctx TransitionContext
            function Jumps:animateTransition(ctx)
              for _, v in ipairs(ctx.containerView.subviews) do
                for i = 1, 2 do
                  if i == 1 then goto continue end
                end
                ::continue::
              end
              for i = 1, 2 do
                ::top::
                ctx.containerView.alpha = i
              end
              goto done
              ::done::
              ctx:completeTransition(true)
            end

            return Jumps
            """
        let result = try LuaExporter.export(source: lua, fileName: "jumps.lua")
        #expect(result.problems.map(\.line) == [13, 18, 21, 22], "\(result.problems.map { $0.message(file: "jumps.lua") })")
    }
}
