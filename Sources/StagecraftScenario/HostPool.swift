/// The hosts a `ScenarioRunner` made for one file and has not torn down yet.
///
/// A host's Lua state and its app objects hold each other (handles ↔ script roles), so a host is
/// only freed once `tearDown` breaks that cycle. The runner tears a scenario's hosts down as soon
/// as its result is made (results keep copies of what they report), so memory is bounded by one
/// scenario, not by the whole file.
struct HostPool {
    /// Called with each host after its teardown (tests check that nothing outlives a scenario).
    let didTearDown: (@Sendable (ScenarioHost) -> Void)?
    private var hosts: [ScenarioHost] = []

    init(didTearDown: (@Sendable (ScenarioHost) -> Void)?) { self.didTearDown = didTearDown }

    mutating func add(_ host: ScenarioHost) { hosts.append(host) }

    /// Tears down and lets go of every host but `kept` (a prepared host no scenario has used yet).
    mutating func tearDownAll(keeping kept: ScenarioHost? = nil) {
        let done = hosts.filter { $0 !== kept }
        hosts.removeAll { $0 !== kept }
        for host in done {
            host.tearDown()
            didTearDown?(host)
        }
    }
}
