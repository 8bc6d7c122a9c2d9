import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Auto Layout from Lua under UIKit's names (T12.2). Expected frames are worked out from the
/// constraints in each script; what UIKit raises for is a Lua error naming the script's line.
@Suite final class AutoLayoutBindingTests {
    private let made = MadeStates()

    /// A state with `root` (390×844) and `card` (constraint-driven, in root) as globals.
    func stage() throws -> (LuaState, Engine) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        let root = View(frame: Rect(0, 0, 390, 844), name: "root")
        let card = View(frame: .zero, name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        lua.setGlobal("root", root)
        lua.setGlobal("card", card)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")  // shared by the chunks of a test
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine)
    }

    @Test func t12_2_anchorsActivateAndLayOutFromLua() throws {
        let (lua, engine) = try stage()
        // 16 from each side of 390: 358 wide; 100 from the top; 200 tall.
        #expect(try lua.run("""
            NSLayoutConstraint.activate{
              card.leadingAnchor:constraintEqualTo(root.leadingAnchor, 16),
              card.trailingAnchor:constraintEqualTo(root.trailingAnchor, -16),
              card.topAnchor:constraintEqualTo(root.topAnchor, 100),
              card.heightAnchor:constraintEqualToConstant(200),
            }
            root:layoutIfNeeded()
            local f = card.frame
            return f.origin.x, f.origin.y, f.size.width, f.size.height, #root.constraints, #card.constraints,
              card.translatesAutoresizingMaskIntoConstraints, root.translatesAutoresizingMaskIntoConstraints
            """) == ["16.0", "100.0", "358.0", "200.0", "3", "1", "false", "true"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_constraintPropertiesMultipliersAndPriorities() throws {
        let (lua, engine) = try stage()
        // width = root.width × 0.5 − 5 = 190; centred: x = 100; height ≥ 50 @required beats = 10 @defaultHigh.
        #expect(try lua.run("""
            local width = card.widthAnchor:constraintEqualTo(root.widthAnchor, {multiplier = 0.5, constant = -5})
            local wish = card.heightAnchor:constraintEqualToConstant(10)
            wish.priority = UILayoutPriority.defaultHigh
            local floor = card.heightAnchor:constraintGreaterThanOrEqualToConstant(50)
            NSLayoutConstraint.activate{width, wish, floor, card.centerXAnchor:constraintEqualTo(root.centerXAnchor),
              card.topAnchor:constraintEqualTo(root.safeAreaLayoutGuide.topAnchor)}
            root:layoutIfNeeded()
            return card.frame.origin.x, card.frame.size.width, card.frame.size.height, width.multiplier, width.constant,
              wish.priority, wish.isActive, width.firstAttribute, width.secondAttribute, width.relation, floor.relation,
              width.firstItem == card, width.secondItem == root, tostring(wish)
            """) == ["100.0", "190.0", "50.0", "0.5", "-5.0", "750.0", "true", "width", "width", "equal", "greaterThanOrEqual",
                     "true", "true", "<NSLayoutConstraint card.height == 10 @750   (active)>"])
        // Deactivating the floor lets the wish hold; the classic initializer makes the same kind of constraint.
        #expect(try lua.run("""
            for _, c in ipairs(card.constraints) do if c.relation == "greaterThanOrEqual" then c.isActive = false end end
            local pin = NSLayoutConstraint(card, "leading", "equal", root, "leading", 1, 7)
            root:layoutIfNeeded()
            return card.frame.size.height, pin.isActive
            """) == ["10.0", "false"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_contentSizesAndFittingFromLua() throws {
        let (lua, _) = try stage()
        // "Hello": 5 × 0.55 × 17 = 46.75 → 47; the image 120×80; fitting: 47 + 20 wide.
        #expect(try lua.run("""
            local label = UILabel(CGRect(0, 0, 0, 0), "Hello")
            label.translatesAutoresizingMaskIntoConstraints = false
            card:addSubview(label)
            NSLayoutConstraint.activate{
              label.leadingAnchor:constraintEqualTo(card.leadingAnchor, 10), label.trailingAnchor:constraintEqualTo(card.trailingAnchor, -10),
              label.topAnchor:constraintEqualTo(card.topAnchor, 10), label.bottomAnchor:constraintEqualTo(card.bottomAnchor, -10),
            }
            local image = UIImageView(CGRect(0, 0, 0, 0), "star")
            image.imageSize = CGSize(120, 80)
            local fitting = card:systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            local wide = card:systemLayoutSizeFitting(CGSize(300, 0), UILayoutPriority.required, UILayoutPriority.fittingSizeLevel)
            label:setContentHuggingPriority(UILayoutPriority(251), "horizontal")
            return label.intrinsicContentSize.width, image.intrinsicContentSize.width, image.intrinsicContentSize.height,
              fitting.width, wide.width, label:contentHuggingPriority("horizontal"), label:contentCompressionResistancePriority("vertical"),
              UIView().intrinsicContentSize.width
            """) == ["47.0", "120.0", "80.0", "67.0", "300.0", "251.0", "750.0", "-1.0"])
    }

    @Test func t12_2_layoutIfNeededInAnAnimationBlockAnimatesFromLua() throws {
        let (lua, engine) = try stage()
        _ = try lua.run("""
            local height = card.heightAnchor:constraintEqualToConstant(100)
            NSLayoutConstraint.activate{height, card.widthAnchor:constraintEqualToConstant(100),
              card.leadingAnchor:constraintEqualTo(root.leadingAnchor), card.topAnchor:constraintEqualTo(root.topAnchor)}
            root:layoutIfNeeded()
            height.constant = 300
            UIView.animate(1, function() root:layoutIfNeeded() end)
            """)
        engine.advance(by: 0.5)
        // Ease-in-ease-out is symmetric: half way in time is half way in value, 100 → 300.
        #expect(try lua.run("return card.frame.size.height, card.presentationFrame.size.height") == ["300.0", "200.0"])
    }

    @Test func t12_2_badInputIsALuaErrorAtTheLineAndTheHostKeepsRunning() throws {
        let (lua, engine) = try stage()
        _ = try lua.run("S.stranger = UIView(CGRect(0, 0, 10, 10), 'stranger') S.pin = card.widthAnchor:constraintEqualToConstant(10) S.pin.isActive = true")
        let cases: [(String, String)] = [
            ("\nlocal c = card.widthAnchor:constraintEqualToConstant(0/0)", "v.lua:2: bad argument #1 to 'constraintEqualToConstant' (finite number expected"),
            ("local c = card.widthAnchor:constraintEqualToConstant(1e300)", "v.lua:1: bad argument #1 to 'constraintEqualToConstant' (a number within ±1e12 expected, got 1e+300)"),
            ("local c = card.widthAnchor:constraintEqualTo(root.widthAnchor, {multiplier = 1e300})", "a number within ±1e12 expected"),
            ("local c = card.widthAnchor:constraintEqualTo(root.widthAnchor, {multiplier = 0})", "a multiplier of 0 is invalid"),
            ("local c = card.leadingAnchor:constraintEqualTo(root.leadingAnchor, {multiplier = 2})", "only width and height anchors take a multiplier"),
            ("local c = card.leadingAnchor:constraintEqualTo(root.topAnchor)", "v.lua:1: bad argument #1 to 'constraintEqualTo' (LayoutXAxisAnchor expected, got LayoutYAxisAnchor)"),
            ("S.pin.constant = 0/0", "v.lua:1: bad value for 'constant' (finite number expected"),
            ("S.pin.constant = -1e13", "v.lua:1: bad value for 'constant' (a number within ±1e12 expected"),
            ("S.pin.priority = 0", "v.lua:1: bad value for 'priority' (priority 0.0 of"),
            ("S.pin.priority = 999", "mutating a priority from required to not on an installed constraint"),
            ("S.stranger.leadingAnchor:constraintEqualTo(card.leadingAnchor).isActive = true",
             "v.lua:1: Unable to activate constraint with anchors stranger.leading and card.leading because they have no common ancestor."),
            ("NSLayoutConstraint.activate{card.topAnchor:constraintEqualTo(root.topAnchor), S.stranger.topAnchor:constraintEqualTo(root.topAnchor)}",
             "no common ancestor"),
            ("NSLayoutConstraint.activate{card, 5}", "v.lua:1: bad value in a table given to 'activate' (LayoutConstraint expected, got View)"),
            ("local p = UILayoutPriority(2000)", "a priority in 1…1000 expected"),
            ("card:setContentHuggingPriority(300, 'diagonal')", "bad argument #2 to 'setContentHuggingPriority' (\"horizontal\" or \"vertical\" expected"),
            ("local c = NSLayoutConstraint(card, 'leading', 'equal', nil, 'notAnAttribute', 1, 5)", "needs a second item"),
            ("local c = NSLayoutConstraint(card, 'width', 'same', nil, 'notAnAttribute', 1, 5)", "bad argument #3 to 'NSLayoutConstraint'"),
            ("card.translatesAutoresizingMaskIntoConstraints = 'no'", "v.lua:1: bad value for 'translatesAutoresizingMaskIntoConstraints' (boolean expected, got string)"),
            ("card:systemLayoutSizeFitting(CGSize(1e300, 0))", "a size within ±1e12 expected"),
        ]
        for (source, message) in cases {
            do {
                try lua.run(source, chunkName: "@v.lua")
                Issue.record("expected an error for \(source)")
            } catch {
                #expect(error.message.contains(message), "\(source): \(error.message)")
            }
        }
        // Nothing half-done: the all-or-nothing activate left card's top unconstrained, pin is as it was.
        #expect(try lua.run("return #root.constraints, S.pin.constant, S.pin.priority, S.pin.isActive") == ["0", "10.0", "1000.0", "true"])
        #expect(try lua.run("return 1 + 1") == ["2"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_anUnsatisfiableSetFromLuaIsADiagnosticNamingTheLine() throws {
        let (lua, engine) = try stage()
        _ = try lua.run("""
            card.widthAnchor:constraintEqualToConstant(100).isActive = true
            card.widthAnchor:constraintEqualToConstant(200).isActive = true
            NSLayoutConstraint.activate{card.heightAnchor:constraintEqualToConstant(10),
              card.leadingAnchor:constraintEqualTo(root.leadingAnchor), card.topAnchor:constraintEqualTo(root.topAnchor)}
            root:layoutIfNeeded()
            """, chunkName: "@u.lua")
        #expect(engine.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(engine.diagnostics.first?.source == "u.lua:2")
        #expect(try lua.run("return card.frame.size.width") == ["100.0"])
    }
}
