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

    @Test func hr1_1_newSubdirectoriesAreWatchedAndTheirScriptsReported() throws {
        let files = try ScriptDirectory()
        let watcher = FileWatcher(directories: [files.root])
        try files.save("lib/deep/m.lua", "return 1")  // mkdir -p, then a save inside
        let first = watcher.drain(now: 1)
        #expect(first.map(\.path).contains(files.path("lib/deep/m.lua")), "\(first)")
        try files.save("lib/deep/m.lua", "return 2")
        #expect(watcher.drain(now: 2) == [FileWatcher.Change(path: files.path("lib/deep/m.lua"), kind: .written)])
    }

    @Test func hr1_1_pollingReportsChangesOnceTheyAreQuiet() throws {
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

    /// Issue 12, item 5: links that loop back (`a -> .`, `b -> .`, `lib/up -> ..`) made every walk
    /// exponential. Each real directory is entered once; a link to a directory elsewhere is followed
    /// and its scripts are named by their real paths, as `require` names them.
    @Test func symlinkLoopsAreWalkedOnceAndSavesThroughThemReportedOnce() throws {
        let files = try ScriptDirectory()
        let outside = try ScriptDirectory()
        try files.save("fade.lua", "return 1")
        try files.save("lib/m.lua", "return 1")
        try outside.save("shared.lua", "return 1")
        for (link, target) in [("a", "."), ("b", "."), ("lib/up", ".."), ("linked", outside.root)] {
            try FileManager.default.createSymbolicLink(atPath: files.path(link), withDestinationPath: target)
        }
        #expect(FileWatcher.scripts(under: files.root).sorted() == [files.path("fade.lua"), files.path("lib/m.lua"), outside.path("shared.lua")].sorted())

        for backend in [FileWatcher.Backend.inotify, .polling] {
            let watcher = FileWatcher(directories: [files.root], debounce: 0.01, backend: backend)
            try files.save("lib/m.lua", "return 2")
            try outside.save("shared.lua", "return 2")
            Thread.sleep(forTimeInterval: 0.05)
            var changes = watcher.drain(now: FileWatcher.now())
            if changes.isEmpty { watcher.wait(timeout: 1); changes = watcher.drain(now: FileWatcher.now() + 1) }
            #expect(changes.map(\.path).sorted() == [files.path("lib/m.lua"), outside.path("shared.lua")].sorted(), "\(backend): \(changes)")
        }
    }
}
