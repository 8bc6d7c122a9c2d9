import Foundation
import Testing

/// The README's two commands must work as the first command typed on a fresh machine: each is a
/// script that installs the system libraries (scripts/setup) before anything builds.
@Suite struct ReadmeCommandsTests {
    static func readme() throws -> String { try String(contentsOfFile: CLI.repository + "/README.md", encoding: .utf8) }

    @Test func rm1_1_theTwoCommandsAreScriptsThatSetUpBeforeBuilding() throws {
        let block = try #require(Self.readme().components(separatedBy: "## Two commands").dropFirst().first)
        let commands = block.split(separator: "\n").filter { $0.hasPrefix("scripts/") }.map { String($0.split(separator: " ")[0]) }
        #expect(commands == ["scripts/gallery", "scripts/test"])
        for command in commands {
            let lines = try String(contentsOfFile: CLI.repository + "/" + command, encoding: .utf8).split(separator: "\n")
            let setup = try #require(lines.firstIndex { $0.hasPrefix("scripts/setup") }, "\(command) does not run scripts/setup")
            let build = try #require(lines.firstIndex { $0.contains("swift ") && !$0.hasPrefix("#") })
            #expect(setup < build, "\(command) builds before it sets up")
        }
    }

    /// On a machine where pkg-config finds nothing, setup asks apt-get for every library (a fake
    /// pkg-config and apt-get on PATH stand in for the bare machine).
    @Test func rm1_1_setupInstallsWhatPkgConfigCannotFind() throws {
        let fake = CLI.temporaryDirectory()
        for (name, body) in [("pkg-config", "exit 1"), ("fc-list", "exit 0"), ("apt-get", "echo \"$*\" >> \(fake)/apt.log")] {
            try "#!/bin/sh\n\(body)\n".write(toFile: "\(fake)/\(name)", atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(fake)/\(name)")
        }
        let path = fake + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = CLI.launch("/bin/bash", ["scripts/setup"], environment: ["PATH": path], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOfFile: "\(fake)/apt.log", encoding: .utf8)
        for package in ["liblua5.4-dev", "libcairo2-dev", "libgif-dev"] { #expect(log.contains(package), "\(log)") }
    }
}

/// Every relative link and image in the README and docs/ points at a file that exists (a moved
/// doc or a renamed example breaks the page a newcomer reads first), and none leaves the
/// repository: a clone has nothing outside it (`../shared/…`, `/work/…`, `file://…`).
@Suite struct DocumentationLinkTests {
    /// The link and image targets of a markdown page: `[text](target)`, `![alt](target)`,
    /// `<img src="target">` and reference definitions `[name]: target`.
    static func targets(in text: String) -> [String] {
        text.matches(of: /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/).map { String($0.1) }
            + text.matches(of: /src="([^"]+)"/).map { String($0.1) }
            + text.matches(of: /^ {0,3}\[[^\]]+\]:\s*(\S+)/.anchorsMatchLineEndings()).map { String($0.1) }
    }

    /// What is wrong with a link of `page` (a path relative to `root`), or nil: it leaves the
    /// repository, or its file does not exist. Web links and anchors are not checked here.
    static func problem(_ target: String, page: String, root: String) -> String? {
        let lowered = target.lowercased()
        if lowered.hasPrefix("file:") { return "\(page): \(target) leaves the repository (a file URL)" }
        if target.contains("://") || target.hasPrefix("#") || lowered.hasPrefix("mailto:") { return nil }
        let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
        if path.hasPrefix("/") || path.hasPrefix("~") { return "\(page): \(target) leaves the repository (an absolute path)" }
        let folder = (page as NSString).deletingLastPathComponent
        let resolved = (((folder.isEmpty ? root : root + "/" + folder) as NSString).appendingPathComponent(path) as NSString).standardizingPath
        let top = (root as NSString).standardizingPath
        guard resolved == top || resolved.hasPrefix(top + "/") else {
            return "\(page): \(target) leaves the repository (it resolves to \(resolved), outside \(top))"
        }
        return FileManager.default.fileExists(atPath: resolved) ? nil : "\(page): \(target) does not exist"
    }

    @Test func relativeLinksResolveInsideTheRepository() throws {
        let root = CLI.repository
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var broken: [String] = []
        var checked = 0
        for page in ["README.md"] + docs {
            for target in Self.targets(in: try String(contentsOfFile: root + "/" + page, encoding: .utf8)) {
                checked += 1
                if let problem = Self.problem(target, page: page, root: root) { broken.append(problem) }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
        #expect(checked > 30, "only \(checked) links found: is the pattern still right?")
    }

    /// The checker on planted links: each way out of the repository is caught, even when the file
    /// it names exists on this machine (/work/shared does, beside the checkout), and good links pass.
    @Test func aLinkThatLeavesTheRepositoryFails() throws {
        let root = CLI.repository
        let page = """
            See [the rules](../shared/UIKIT_SEMANTICS.md), [timing](/work/shared/TIMING.md#springs),
            ![a picture](../../etc/hosts), <img src="file:///etc/hosts">, [home](~/notes.md),
            [sneaky](docs/../../shared/LUA_EMBEDDING.md) and

            [ref]: ../outside.md
            Fine: [cli](docs/cli.md#exit-codes), [web](https://developer.apple.com), [top](#stagecraft), ![gif](docs/images/stagecraft.gif).
            """
        let targets = Self.targets(in: page)
        #expect(targets.count == 11, "\(targets)")
        let problems = targets.compactMap { Self.problem($0, page: "README.md", root: root) }
        #expect(problems.count == 7, "\(problems)")
        #expect(problems.allSatisfy { $0.contains("leaves the repository") }, "\(problems)")
        // From a page in docs/, one level up is still inside; two levels up is not.
        #expect(Self.problem("../README.md", page: "docs/cli.md", root: root) == nil)
        #expect(Self.problem("../../shared/TIMING.md", page: "docs/cli.md", root: root)?.contains("leaves the repository") == true)
        #expect(Self.problem("missing.md", page: "docs/cli.md", root: root) == "docs/cli.md: missing.md does not exist")
    }
}
