import Foundation
import StagecraftScenario

/// Scenario files written to a fresh temporary directory, with the repository's examples/
/// reachable as the working directory's, so scenarios can load `animators/cross_fade.lua`.
final class ScenarioSandbox {
    let directory: String

    init() {
        directory = NSTemporaryDirectory() + "stagecraft-scenario-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let animators = directory + "/animators"
        try? FileManager.default.createDirectory(atPath: animators, withIntermediateDirectories: true)
        for name in ["fade", "slide_up"] {
            try? FileManager.default.copyItem(atPath: Self.repository + "/examples/animators/\(name).lua", toPath: animators + "/\(name).lua")
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// The repository root (two levels above this file's folder).
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @discardableResult
    func write(_ name: String, _ source: String) -> String {
        let path = directory + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
        return path
    }

    func run(_ name: String, _ source: String, fps: Double = 60, record: Bool = false, filter: String? = nil) -> [ScenarioResult] {
        let path = write(name, source)
        var options = ScenarioOptions()
        options.frameRate = fps
        options.recordGoldens = record
        return ScenarioRunner(options: options).run(file: path, filter: filter)
    }
}

/// A one-screen app with the fade animator on `detail`, for scenario bodies.
let fadeApp = """
    local fade = animator "animators/cross_fade.lua"
    local home = screen "home" { backgroundColor = "white" }
    local detail = screen "detail" { backgroundColor = "systemYellow", label { "title", frame = {20, 60, 350, 40}, text = "Hi" } }

    """
