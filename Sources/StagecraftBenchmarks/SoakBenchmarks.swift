import CBenchBinding
import Foundation
import Stagecraft
import StagecraftLua

/// `soak.*` (issue 12, item 4): a long-running host — one engine, one window, one hot-reloaded Lua
/// animator — doing present/dismiss round trips, with the animator saved as a new version and
/// reloaded through the `HotReloader` (inotify, the path hosts use) every 100 round trips.
///
/// `soak.rss_growth.mb` is the steady-state growth: resident memory after the last round trip minus
/// resident memory after a warm-up of `warmUp` round trips (allocator pools, the chunk cache and the
/// engine's retained window of recent events are full by then). `soak.heap_in_use_growth.bytes`
/// is what the allocator has handed out and not had back (`mallinfo2`'s `uordblks` + `hblkhd`),
/// read at the same two points after a full Lua collection: resident memory also counts the
/// heap's free holes, which fragmentation makes; this counts only what is still allocated, so
/// anything a round trip or a reload leaves behind shows here, and nothing else should (0 expected:
/// the same trip phase at both points, every 100th trip a reload, the ledger and the event lists
/// bounded). `soak.transitions_per_s` counts
/// presentations and dismissals (two per round trip) over the whole run, reloads included.
/// `STAGECRAFT_SOAK_ROUND_TRIPS` shortens the run (default 100,000); `STAGECRAFT_SOAK_UNBOUNDED=1`
/// leaves the engine's event retention unset, to show the growth the bound removes.
enum SoakBenchmarks {
    static let warmUp = 10_000
    static let reloadEvery = 100

    /// A fade whose duration depends on `version` (0.1 s ± 5 ms), so each save is a real change.
    static func animator(_ version: Int) -> String {
        """
        local M = {}
        function M.onReload(state, generation) state.version = \(version) end
        function M.transitionDuration(ctx) return \(0.1 + Double(version % 5) * 0.001) end
        function M.animateTransition(ctx)
          local to, from = ctx:view("to"), ctx:view("from")
          if to then ctx.containerView:addSubview(to) to.alpha = 0 end
          UIView.animate(M.transitionDuration(ctx), function()
            if to then to.alpha = 1 else from.alpha = 0 end
          end, function(finished) ctx:completeTransition(not ctx.transitionWasCancelled) end)
        end
        return M
        """
    }

    static func run() {
        let roundTrips = ProcessInfo.processInfo.environment["STAGECRAFT_SOAK_ROUND_TRIPS"].flatMap(Int.init) ?? 100_000
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sc-soak-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try ReloadBenchmarks.save(animator(0), to: root + "/fade.lua")
            let reloader = try HotReloader(roots: [root])
            let fade = try reloader.load(root + "/fade.lua", as: .animator)
            let world = SoakWorld(delegate: HotTransitioningDelegate(presenting: fade))

            var warmRSS = ReloadBenchmarks.residentBytes()
            var warmHeap = heapInUse(reloader.lua)
            var warmTime = Harness.now()
            let start = Harness.now()
            for trip in 1...roundTrips {
                if trip % reloadEvery == 0 {
                    try ReloadBenchmarks.save(animator(trip), to: root + "/fade.lua")
                    guard reloader.wait(timeout: 1).first?.succeeded == true else { return print("soak: save \(trip) did not reload") }
                }
                if let problem = world.roundTrip() { return print("soak: round trip \(trip): \(problem)") }
                if trip == min(warmUp, roundTrips / 2) {
                    warmRSS = ReloadBenchmarks.residentBytes()
                    warmHeap = heapInUse(reloader.lua)
                    warmTime = Harness.now()
                }
            }
            let growth = Double(ReloadBenchmarks.residentBytes() - warmRSS) / 1_048_576
            let heapGrowth = heapInUse(reloader.lua) - warmHeap
            // On stderr: stdout carries only METRIC lines.
            let summary = "soak: \(roundTrips) round trips, \(fade.generation) generations, "
                + "\(world.engine.events.count) events retained (\(world.engine.droppedEventCount) dropped), "
                + "\(String(format: "%.1f", Harness.now() - warmTime)) s after the warm-up\n"
            FileHandle.standardError.write(Data(summary.utf8))
            Harness.metric("soak.rss_growth.mb", growth, "MB")
            Harness.metric("soak.heap_in_use_growth.bytes", Double(heapGrowth), "bytes")
            Harness.metric("soak.transitions_per_s", Double(2 * roundTrips) / (Harness.now() - start), "/s")
        } catch {
            print("soak: \(error)")
        }
    }

    /// Bytes allocated and not freed, after a full collection of the scripts' Lua heap (whose
    /// incremental collector would otherwise be at a different point of its cycle each time).
    static func heapInUse(_ lua: LuaState) -> Int {
        lua.collectGarbage()
        return Int(cbench_heap_bytes_in_use())
    }
}

/// A long-running host's world: a window whose root presents and dismisses a fresh card.
struct SoakWorld {
    /// Events and diagnostics the engine keeps, as a long-running host (watch, studio) sets it.
    static let retainedEvents = 1_000
    let engine = Engine()
    let window = Window()
    let root = ViewController(name: "root")
    let delegate: HotTransitioningDelegate

    init(delegate: HotTransitioningDelegate) {
        self.delegate = delegate
        if ProcessInfo.processInfo.environment["STAGECRAFT_SOAK_UNBOUNDED"] != "1" { engine.retainedEvents = Self.retainedEvents }
        window.rootViewController = root
        engine.advance(by: 0)
    }

    /// Presents a card and dismisses it, each to the end; nil when both ended as they should.
    func roundTrip() -> String? {
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        engine.runUntilIdle(limit: 5)
        guard root.presentedViewController === card else { return "the card was not presented" }
        root.dismiss(animated: true)
        engine.runUntilIdle(limit: 5)
        guard root.presentedViewController == nil else { return "the card was not dismissed" }
        return nil
    }
}
