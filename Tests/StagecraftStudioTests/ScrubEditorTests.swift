import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import StagecraftStudio

/// Scrub any number, the server's side (docs/studio.md, SD5.x): a loaded script with its literals,
/// a preview with the literal replaced in memory only, the write-back at exactly the literal's
/// bytes, the refusal to write over a file changed since it was read, and undo.
@Suite struct ScrubEditorTests {
    static let animator = "local Fade = {}\n-- a 0.5 in a comment\nfunction Fade.transitionDuration(ctx) return 0.35 end\nreturn Fade\n"
    /// Byte offsets of `0.35` in `animator`, counted by hand: 16 + 22 + 45.
    static let span = (start: 83, end: 87)

    /// A scratch folder with the animator, and a state whose one scenario loaded it.
    static func scratch() throws -> (dir: String, file: String, state: StudioState) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-scrub-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/animators", withIntermediateDirectories: true)
        let file = dir + "/animators/fade.lua"
        try animator.write(toFile: file, atomically: true, encoding: .utf8)
        try "-- scenario\n".write(toFile: dir + "/s.lua", atomically: true, encoding: .utf8)
        let state = StudioState()
        state.publish(files: [dir + "/s.lua"], results: [(StudioScenario(file: dir + "/s.lua", name: "one", passed: true, scripts: [dir + "/s.lua", file]), nil)],
                      errors: [])
        return (dir, file, state)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ answer: ScrubEditor.Answer) throws -> T {
        try JSONDecoder().decode(type, from: Data(answer.body.utf8))
    }

    struct Refusal: Decodable { var error: String; var current: StudioSource? }

    @Test func SD5_1_theSourceOfALoadedFileWithItsLiterals() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let editor = ScrubEditor(state: state, previewer: nil)
        let answer = editor.source(file: file)
        #expect(answer.status == 200)
        let source = try Self.decode(StudioSource.self, answer)
        #expect(source.text == Self.animator)
        #expect(source.literals.map(\.text) == ["0.35"], "the 0.5 in the comment is not offered")
        #expect(source.literals.first?.start == Self.span.start && source.literals.first?.end == Self.span.end)
        // Only what the scenarios loaded: a file beside them, or any other, is not read.
        try "x = 1\n".write(toFile: dir + "/other.lua", atomically: true, encoding: .utf8)
        #expect(editor.source(file: dir + "/other.lua").status == 404)
        #expect(editor.source(file: "/etc/passwd").status == 404)
    }

    /// Without a lexer of the file's language (the command installs Swift's), nothing is offered.
    @Test func SD5_1_aFileWithNoLexerIsReadOnlyWithANote() throws {
        let (dir, _, _) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "let d = 0.35\n".write(toFile: dir + "/Fade.swift", atomically: true, encoding: .utf8)
        let source = try #require(StudioSource.read(dir + "/Fade.swift"))
        #expect(source.literals.isEmpty)
        #expect(source.note?.hasPrefix("read-only") == true)
    }

    @Test func SD5_2_aPreviewRunsTheChangedTextAndLeavesTheFile() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let seen = SeenOverrides()
        let editor = ScrubEditor(state: state) { scenario, overrides in
            seen.record(scenario.name, overrides)
            return StudioPreview(trace: "{}", error: nil, passed: true, failures: [])
        }
        let hash = try #require(StudioSource.read(file)).hash
        let answer = editor.preview(scenario: dir + "/s.lua › one", file: file, start: Self.span.start, end: Self.span.end, text: "0.8", hash: hash)
        #expect(answer.status == 200)
        #expect(seen.last?.name == "one")
        #expect(seen.last?.overrides == [file: Self.animator.replacingOccurrences(of: "return 0.35", with: "return 0.8")])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.animator, "the file is not written")
        // Bad values never reach a run: NaN is no Lua numeral, 1e999 is infinite, an expression is refused.
        for bad in ["nan", "1e999", "0.8 os.exit()", ""] {
            #expect(editor.preview(scenario: dir + "/s.lua › one", file: file, start: Self.span.start, end: Self.span.end, text: bad, hash: hash).status == 400, "\(bad)")
        }
        #expect(seen.count == 1)
        // A stale hash: the file changed since the page read it.
        #expect(editor.preview(scenario: dir + "/s.lua › one", file: file, start: Self.span.start, end: Self.span.end, text: "0.8", hash: "0").status == 409)
        #expect(editor.preview(scenario: "nope", file: file, start: Self.span.start, end: Self.span.end, text: "0.8", hash: hash).status == 404)
    }

    @Test func SD5_3_aWriteBackReplacesExactlyTheLiteralsBytes() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let editor = ScrubEditor(state: state, previewer: nil)
        let hash = try #require(StudioSource.read(file)).hash
        let answer = editor.write(file: file, start: Self.span.start, end: Self.span.end, text: "1.25", hash: hash)
        #expect(answer.status == 200)
        let expected = "local Fade = {}\n-- a 0.5 in a comment\nfunction Fade.transitionDuration(ctx) return 1.25 end\nreturn Fade\n"
        #expect(try String(contentsOfFile: file, encoding: .utf8) == expected)
        let written = try Self.decode(StudioSource.self, answer)
        #expect(written.hash == StudioSource.read(file)?.hash, "the answer's hash is the new file's")
        #expect(written.literals.first?.end == Self.span.start + 4, "the literal's span follows its new length")
        // The old hash no longer matches: a second write from the same read is refused.
        #expect(editor.write(file: file, start: Self.span.start, end: Self.span.end, text: "2", hash: hash).status == 409)
        // Not a literal's span (one byte off): refused, nothing written.
        #expect(editor.write(file: file, start: Self.span.start + 1, end: Self.span.start + 4, text: "9", hash: written.hash).status == 409)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == expected)
    }

    @Test func SD5_3_anEditInTheEditorWinsOverTheStudiosWrite() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let editor = ScrubEditor(state: state, previewer: nil)
        let hash = try #require(StudioSource.read(file)).hash
        // The user saves in their editor after the panel read the file, same length and all.
        let theirs = Self.animator.replacingOccurrences(of: "0.35", with: "0.45")
        try theirs.write(toFile: file, atomically: true, encoding: .utf8)
        let answer = editor.write(file: file, start: Self.span.start, end: Self.span.end, text: "1.25", hash: hash)
        #expect(answer.status == 409)
        let refusal = try Self.decode(Refusal.self, answer)
        #expect(refusal.error.contains("changed on disk"))
        #expect(refusal.current?.text == theirs, "the answer carries the file as it is, for the panel to reload")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == theirs, "their edit stands")
        #expect(editor.undoCount == 0)
    }

    @Test func SD5_3_aScriptReachedThroughALinkIsWrittenAtItsTargetAndStaysALink() throws {
        let (dir, file, _) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let link = dir + "/animators/linked.lua"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let state = StudioState()
        state.publish(files: [dir + "/s.lua"], results: [(StudioScenario(file: dir + "/s.lua", name: "one", passed: true, scripts: [link]), nil)], errors: [])
        let editor = ScrubEditor(state: state, previewer: nil)
        let hash = try #require(StudioSource.read(link)).hash
        #expect(editor.write(file: link, start: Self.span.start, end: Self.span.end, text: "1.25", hash: hash).status == 200)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file, "still a link")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("return 1.25 end"))
    }

    @Test func SD5_3_aMinusOnlyWhereItParses() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "local a = 2\nreturn a -3\n".write(toFile: file, atomically: true, encoding: .utf8)
        let editor = ScrubEditor(state: state, previewer: nil)
        let source = try #require(StudioSource.read(file))
        // `local a = 2`: 2 at byte 10 may become -2; `a -3` (binary): 3, at byte 22, may not become -3 (`a --3`).
        #expect(editor.write(file: file, start: 22, end: 23, text: "-3", hash: source.hash).status == 400)
        #expect(editor.write(file: file, start: 10, end: 11, text: "-2", hash: source.hash).status == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "local a = -2\nreturn a -3\n")
    }

    @Test func SD5_4_undoPutsBackThePreviousValueUnlessTheFileChangedSince() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let editor = ScrubEditor(state: state, previewer: nil)
        #expect(editor.undo().status == 409, "nothing to undo yet")
        var hash = try #require(StudioSource.read(file)).hash
        #expect(editor.write(file: file, start: Self.span.start, end: Self.span.end, text: "1.25", hash: hash).status == 200)
        hash = try #require(StudioSource.read(file)).hash
        #expect(editor.write(file: file, start: Self.span.start, end: Self.span.start + 4, text: "2", hash: hash).status == 200)
        // Undo twice, newest first: 2 → 1.25 → 0.35, the file byte for byte as it was.
        #expect(editor.undo().status == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("return 1.25 end"))
        #expect(editor.undo().status == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.animator)
        // An edit in the editor after a write: its undo is refused and their text stays.
        hash = try #require(StudioSource.read(file)).hash
        #expect(editor.write(file: file, start: Self.span.start, end: Self.span.end, text: "0.9", hash: hash).status == 200)
        let theirs = Self.animator.replacingOccurrences(of: "Fade", with: "Fader")
        try theirs.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(editor.undo().status == 409)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == theirs)
    }

    /// A curve's control point is two literals written (and undone) together.
    @Test func SD5_4_twoLiteralsWrittenTogetherAreUndoneTogether() throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = "local t = UICubicTimingParameters(CGPoint(0.2, 0.8), CGPoint(0.3, 1))\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let editor = ScrubEditor(state: state, previewer: nil)
        let hash = try #require(StudioSource.read(file)).hash
        // 0.2 at bytes 42..<45, 0.8 at 47..<50 (counted by hand); the second gets longer, the first shorter.
        let edits = try #require(ScrubEditor.Edit.list("47:50:0.85,42:45:0"))
        #expect(editor.write(file: file, edits: edits, hash: hash).status == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "local t = UICubicTimingParameters(CGPoint(0, 0.85), CGPoint(0.3, 1))\n")
        #expect(editor.undo().status == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        #expect(editor.undoCount == 0, "one undo for the pair")
        // One literal twice, a malformed list, too many: refused.
        #expect(editor.write(file: file, edits: [.init(start: 42, end: 45, text: "1"), .init(start: 42, end: 45, text: "2")], hash: hash).status == 400)
        #expect(ScrubEditor.Edit.list("42:45") == nil)
        #expect(ScrubEditor.Edit.list("a:45:1") == nil)
        #expect(ScrubEditor.Edit.list("") == nil)
        #expect(ScrubEditor.Edit.list(Array(repeating: "1:2:3", count: 17).joined(separator: ",")) == nil)
    }

    /// The changes are POSTs; a page on another origin can send a POST to a local server (a form,
    /// `fetch` with `no-cors`) without CORS asking first, so the gate wants the studio's own origin.
    @Test func SD5_3_changesComeOnlyFromTheStudiosOwnPage() async throws {
        let (dir, file, state) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let server = try StudioServer(state: state, port: 0, limits: .patient)
        let port = try await server.start()
        let hash = try #require(StudioSource.read(file)).hash
        let query = "file=\(file)&edits=\(Self.span.start):\(Self.span.end):1.25&hash=\(hash)"
        func post(origin: String?) async throws -> Int {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/write?\(query)")!)
            request.httpMethod = "POST"
            request.timeoutInterval = 600
            if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
            let (_, response) = try await URLSession.shared.data(for: request)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }
        #expect(try await post(origin: "http://evil.example") == 403)
        #expect(try await post(origin: nil) == 403)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.animator)
        #expect(try await post(origin: "http://127.0.0.1:\(port)") == 200)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("return 1.25 end"))
        await server.stop()
    }
}

/// What a test previewer was asked.
final class SeenOverrides: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(name: String, overrides: [String: String])] = []
    func record(_ name: String, _ overrides: [String: String]) { lock.lock(); calls.append((name, overrides)); lock.unlock() }
    var last: (name: String, overrides: [String: String])? { lock.lock(); defer { lock.unlock() }; return calls.last }
    var count: Int { lock.lock(); defer { lock.unlock() }; return calls.count }
}
