import Foundation
import Testing
@testable import StagecraftLua

/// The watcher on its own, time passed in: complete saves at once, ambiguous events debounced.
@Suite struct FileWatcherTests {
    @Test func completeSavesAreReportedAtOnceAndCoalesced() throws {
        let files = try ScriptDirectory()
        let watcher = FileWatcher(directories: [files.root], debounce: 0.04)
        #expect(watcher.backend == .inotify)
        try files.save("a.lua", "return 1")
        try files.overwrite("a.lua", "return 2")
        try files.save("b.txt", "not a script")
        try files.overwrite("a.lua~", "an editor's backup")
        #expect(watcher.drain(now: 10) == [FileWatcher.Change(path: files.path("a.lua"), kind: .written)])
        #expect(watcher.drain(now: 11).isEmpty)
    }

    @Test func deletionsWaitForTheDebounceAndASaveInBetweenWins() throws {
        let files = try ScriptDirectory()
        try files.save("a.lua", "return 1")
        try files.save("b.lua", "return 1")
        let watcher = FileWatcher(directories: [files.root], debounce: 0.04)
        try files.remove("a.lua")
        try files.remove("b.lua")
        #expect(watcher.drain(now: 10).isEmpty)
        #expect(watcher.nextDue(now: 10.01).map { abs($0 - 0.03) < 1e-9 } == true)
        try files.save("b.lua", "return 2")  // deleted, then written again: a save
        #expect(watcher.drain(now: 10.02) == [FileWatcher.Change(path: files.path("b.lua"), kind: .written)])
        #expect(watcher.drain(now: 10.03).isEmpty)
        #expect(watcher.drain(now: 10.05) == [FileWatcher.Change(path: files.path("a.lua"), kind: .removed)])
    }

    @Test func newSubdirectoriesAreWatchedAndTheirScriptsReported() throws {
        let files = try ScriptDirectory()
        let watcher = FileWatcher(directories: [files.root])
        try files.save("lib/deep/m.lua", "return 1")  // mkdir -p, then a save inside
        let first = watcher.drain(now: 1)
        #expect(first.map(\.path).contains(files.path("lib/deep/m.lua")), "\(first)")
        try files.save("lib/deep/m.lua", "return 2")
        #expect(watcher.drain(now: 2) == [FileWatcher.Change(path: files.path("lib/deep/m.lua"), kind: .written)])
    }

    @Test func pollingReportsChangesOnceTheyAreQuiet() throws {
        let files = try ScriptDirectory()
        try files.save("a.lua", "return 1")
        let watcher = FileWatcher(directories: [files.root], debounce: 0.04, backend: .polling)
        try files.overwrite("a.lua", "return 22")
        try files.save("c.lua", "return 3")
        try files.remove("a.lua")
        #expect(watcher.drain(now: 5).isEmpty)
        #expect(watcher.drain(now: 5.05) == [
            FileWatcher.Change(path: files.path("a.lua"), kind: .removed),
            FileWatcher.Change(path: files.path("c.lua"), kind: .written),
        ])
    }
}
