import Foundation
import PropertyBased
import Testing
@testable import Stagecraft

/// Random constraint layouts (T12.2), decoded from integers so failures shrink: a tree of
/// constraint-driven views, each placed against its superview or an earlier sibling and sized by a
/// constant or a fraction of its superview's width, activated in a random order. Expected frames
/// are computed here by plain arithmetic (a view's frame from its reference's), never by the
/// solver; a determined layout must give exactly them and no diagnostic at all, and a layout with
/// one height removed must report exactly that view as ambiguous.
@Suite struct AutoLayoutPropertyTests {
    static let runs = ProcessInfo.processInfo.environment["STAGECRAFT_PROPERTY_RUNS"].flatMap(Int.init).map { min($0, 1000) } ?? 100

    struct Plan {
        var parent: [Int] = []       // -1: the root
        var xRef: [Int] = []         // -1: the parent's leading edge, else an earlier sibling's trailing edge
        var yRef: [Int] = []         // -1: the parent's top edge, else an earlier sibling's bottom edge
        var gap: [(Double, Double)] = []
        var width: [Double?] = []    // nil: half the parent's width
        var height: [Double] = []

        init(codes: [Int]) {
            for (index, code) in codes.enumerated() {
                var digits = code
                func next(_ base: Int) -> Int { defer { digits /= base }; return digits % base }
                let parent = index == 0 ? -1 : next(index + 1) - 1
                let siblings = (0..<index).filter { self.parent[$0] == parent }
                self.parent.append(parent)
                xRef.append(siblings.isEmpty || next(2) == 0 ? -1 : siblings[next(siblings.count)])
                yRef.append(siblings.isEmpty || next(2) == 0 ? -1 : siblings[next(siblings.count)])
                gap.append((Double(next(41) - 20), Double(next(41) - 20)))
                width.append(next(3) == 0 ? nil : Double(1 + next(200)))
                height.append(Double(1 + next(200)))
            }
        }

        /// Frames in each superview's coordinates, by arithmetic.
        func expectedFrames(rootWidth: Double) -> [Rect] {
            var frames: [Rect] = []
            for index in parent.indices {
                let parentWidth = parent[index] < 0 ? rootWidth : frames[parent[index]].width
                let x = (xRef[index] < 0 ? 0 : frames[xRef[index]].maxX) + gap[index].0
                let y = (yRef[index] < 0 ? 0 : frames[yRef[index]].maxY) + gap[index].1
                frames.append(Rect(x, y, width[index] ?? parentWidth * 0.5, height[index]))
            }
            return frames
        }
    }

    /// The views and constraints of a plan, activated in the order `order` picks.
    func build(_ plan: Plan, order: Int) -> (View, [View], [[LayoutConstraint]]) {
        let root = View(frame: Rect(0, 0, 390, 844), name: "root")
        var views: [View] = []
        for index in plan.parent.indices {
            let view = View(frame: .zero, name: "v\(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            (plan.parent[index] < 0 ? root : views[plan.parent[index]]).addSubview(view)
            views.append(view)
        }
        var made: [[LayoutConstraint]] = []
        for (index, view) in views.enumerated() {
            let parent = plan.parent[index] < 0 ? root : views[plan.parent[index]]
            let (dx, dy) = plan.gap[index]
            made.append([
                view.leadingAnchor.constraint(equalTo: plan.xRef[index] < 0 ? parent.leadingAnchor : views[plan.xRef[index]].trailingAnchor, constant: dx),
                view.topAnchor.constraint(equalTo: plan.yRef[index] < 0 ? parent.topAnchor : views[plan.yRef[index]].bottomAnchor, constant: dy),
                plan.width[index].map { view.widthAnchor.constraint(equalToConstant: $0) } ?? view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
                view.heightAnchor.constraint(equalToConstant: plan.height[index]),
            ])
        }
        var all = made.flatMap { $0 }
        if order % 2 == 1 { all.reverse() }
        if order % 3 == 2 { all = all.enumerated().sorted { ($0.offset % 5, $0.offset) < ($1.offset % 5, $1.offset) }.map(\.element) }
        LayoutConstraint.activate(all)
        return (root, views, made)
    }

    static let codes = Gen.int(in: 0...Int(Int32.max)).array(of: 1...12)

    @Test func t12_2_randomDeterminedLayoutsGiveTheArithmeticsFramesAndNoDiagnostic() async {
        await propertyCheck(count: Self.runs, input: Self.codes, Gen.int(in: 0...5)) { codes, order in
            let engine = Engine()
            let plan = Plan(codes: codes)
            let (root, views, _) = build(plan, order: order)
            root.layoutIfNeeded()
            for (view, expected) in zip(views, plan.expectedFrames(rootWidth: 390)) {
                let frame = view.frame
                #expect(abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
                        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6,
                        "\(view.displayName): \(frame) ≠ \(expected) for \(codes), order \(order)")
            }
            #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics) for \(codes)")
            engine.discardEverything()
        }
    }

    @Test func t12_2_removingOneHeightMakesExactlyThatViewAmbiguous() async {
        await propertyCheck(count: Self.runs, input: Self.codes, Gen.int(in: 0...11)) { codes, pick in
            let engine = Engine()
            let plan = Plan(codes: codes)
            let (root, views, made) = build(plan, order: 0)
            root.layoutIfNeeded()
            let victim = pick % views.count
            made[victim][3].isActive = false
            root.layoutIfNeeded()
            let reported = engine.diagnostics.filter { $0.kind == .ambiguousLayout }.compactMap(\.subject)
            // Only the victim's height is open (views below it are placed from its bottom, so their
            // y is open too; those are reported as well, and nothing else).
            var open: Set<Int> = [victim]
            for index in plan.parent.indices where plan.yRef[index] >= 0 && open.contains(plan.yRef[index]) { open.insert(index) }
            #expect(Set(reported) == Set(open.map { "v\($0)" }), "\(reported) vs \(open.sorted()) for \(codes), victim \(victim)")
            #expect(engine.diagnostics.allSatisfy { $0.kind == .ambiguousLayout })
            engine.discardEverything()
        }
    }
}
