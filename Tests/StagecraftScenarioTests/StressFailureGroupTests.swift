@testable import StagecraftScenario
import Testing

/// Issue 27 part 1: stress prints a failure repeated over many moments once, with the moments listed.
@Suite struct StressFailureGroupTests {
    static func run(_ kind: Perturbation.Kind, _ moment: String, _ problems: [String], transition: String = "dismiss(sheet)") -> StressRunner.Run {
        StressRunner.Run(file: "sheet.lua", scenario: "swipe", scenarioLine: 6, perturbation: Perturbation(kind: kind, code: ""),
                         moment: StressMoment(label: moment, time: 0), transition: transition, origin: "sheet.lua:12",
                         problems: problems, replay: "out/\(kind.rawValue)-\(moment).lua", wallTime: 0)
    }

    @Test func theSameBreakageAtSeveralMomentsIsOneGroupListingThem() {
        let dead = ["accepts touches: sheet has user interaction disabled"]
        let groups = StressFailureGroup.grouping([
            Self.run(.cancelTouches, "25 %", dead), Self.run(.cancelTouches, "50 %", dead), Self.run(.cancelTouches, "75 %", dead),
        ])
        #expect(groups.count == 1)
        #expect(groups.first?.title == "cancelTouches at 25 %, 50 %, 75 % of dismiss(sheet)")
        #expect(groups.first?.origin == "sheet.lua:12")
    }

    @Test func runsThatDifferInWhatBrokeInjectedOrWhereStayApart() {
        let dead = ["accepts touches: sheet has user interaction disabled"]
        let groups = StressFailureGroup.grouping([
            Self.run(.cancelTouches, "25 %", dead),
            Self.run(.cancelTouches, "50 %", ["idle: animations or scheduled work are still running"]),  // other problems
            Self.run(.rotate, "25 %", dead),                                                               // another fault
            Self.run(.cancelTouches, "75 %", dead, transition: "present(sheet)"),                          // another transition
            Self.run(.cancelTouches, "1 frame in", dead),                                                  // joins the first
            Self.run(.cancelTouches, "0 %", []),                                                           // passed: not listed
        ])
        #expect(groups.map(\.title) == ["cancelTouches at 25 %, 1 frame in of dismiss(sheet)", "cancelTouches at 50 % of dismiss(sheet)",
                                        "rotate at 25 % of dismiss(sheet)", "cancelTouches at 75 % of present(sheet)"])
    }
}
