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
/// doc or a renamed example breaks the page a newcomer reads first).
@Suite struct DocumentationLinkTests {
    @Test func relativeLinksResolve() throws {
        let root = CLI.repository
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var broken: [String] = []
        var checked = 0
        for page in ["README.md"] + docs {
            let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            let targets = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) } + text.matches(of: /src="([^"]+)"/).map { String($0.1) }
            for target in targets where !target.contains("://") && !target.hasPrefix("#") && !target.hasPrefix("mailto:") {
                checked += 1
                let path = String(target.split(separator: "#", maxSplits: 1)[0])
                let resolved = ((folder.isEmpty ? root : root + "/" + folder) as NSString).appendingPathComponent(path)
                if !FileManager.default.fileExists(atPath: resolved) { broken.append("\(page): \(target)") }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
        #expect(checked > 30, "only \(checked) links found: is the pattern still right?")
    }
}
