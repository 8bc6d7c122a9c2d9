import Foundation
import Synchronization
import Testing
@testable import StagecraftStudio

/// Issue 24: what the studio refuses is said on the terminal, without a flood becoming a flood of lines.
@Suite struct RefusalReporterTests {
    final class Lines: Sendable {
        let said = Mutex<[String]>([])
    }

    @Test func sec4_eachKindIsSaidAtOnceThenAtMostOncePerInterval() {
        let lines = Lines()
        let reporter = RefusalReporter(interval: 3600) { line in lines.said.withLock { $0.append(line) } }
        for _ in 0..<1000 { reporter.report("host", "a request for host 'evil'") }
        reporter.report("origin", "a WebSocket from origin 'http://evil'")
        #expect(lines.said.withLock { $0 } == ["studio: refused a request for host 'evil'", "studio: refused a WebSocket from origin 'http://evil'"])
        let often = RefusalReporter(interval: 0) { line in lines.said.withLock { $0.append(line) } }
        often.report("x", "one")
        often.report("x", "two")
        #expect(lines.said.withLock { $0.suffix(2) } == ["studio: refused one", "studio: refused two"])
    }
}
