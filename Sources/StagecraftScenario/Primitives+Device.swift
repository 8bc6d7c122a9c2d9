import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives for the simulated device (T11.5): pick one, rotate it, show and hide its keyboard.
enum DevicePrimitives {
    static let all: [(String, lua_CFunction)] = [
        // device "iPhone 15" or device("iPad", "landscapeLeft")
        ("device", { s in hostCall(s, "device") { a throws(ScenarioError) in
            let profile = try device(a, try a.string(1))
            try a.host.window.use(profile, orientation: try orientation(a, 2, default: .portrait)); return 0 } }),
        // window { size = {w, h} }: a bare screen of that size, without a device's safe areas (T11.5).
        ("bareScreen", { s in hostCall(s, "window") { a throws(ScenarioError) in
            let size = try a.numbers(at: 1, keys: ["width", "height"], what: "its size")
            guard size[0] > 0, size[1] > 0, size[0] <= 100_000, size[1] <= 100_000 else {
                throw ScenarioError("the window size must be from 1 to 100000 points on each side")
            }
            try a.host.window.useBareScreen(Size(width: size[0], height: size[1])); return 0 } }),
        // rotate("landscapeLeft"): the window takes the device's landscape size and safe area; the
        // rotation animates (0.3 s a quarter turn, LY1.7) from here, on the scenario's clock.
        ("rotate", { s in hostCall(s, "rotate") { a throws(ScenarioError) in
            try a.host.window.rotate(to: try orientation(a, 1, default: nil)); return 0 } }),
        // showKeyboard{height = 336 [, duration = 0.25]}: the will-notifications post now, the did ones when it settles.
        ("showKeyboard", { s in hostCall(s, "showKeyboard") { a throws(ScenarioError) in
            let host = try a.host, t = try a.table(1)
            try a.checkKeys(t, ["height", "duration"])
            guard let height = try a.numberField(t, "height") else { throw ScenarioError("showKeyboard needs { height = points [, duration = s] }") }
            let limit = host.window.bounds.height
            guard height > 0, height <= limit else {
                throw ScenarioError("the keyboard's height must be more than 0 and at most the window's \(ScenarioFormat.number(limit)) pt, not \(ScenarioFormat.number(height))")
            }
            host.window.showKeyboard(height: height, duration: try duration(a, t)); return 0 } }),
        // hideKeyboard() or hideKeyboard{duration = 0.25}
        ("hideKeyboard", { s in hostCall(s, "hideKeyboard") { a throws(ScenarioError) in
            let host = try a.host
            var seconds = KeyboardAnimation.defaultDuration
            if !a.isNil(1) {
                let t = try a.table(1)
                try a.checkKeys(t, ["duration"])
                seconds = try duration(a, t)
            }
            host.window.hideKeyboard(duration: seconds); return 0 } }),
    ]

    static func device(_ a: HostArgs, _ name: String) throws(ScenarioError) -> DeviceProfile {
        guard let profile = DeviceProfile.named(name) else {
            throw ScenarioError("no device named '\(name)' (devices: \(DeviceProfile.all.map { "\"\($0.name)\"" }.joined(separator: ", ")))")
        }
        return profile
    }

    /// An orientation name at `i`, or `fallback` when absent (nil: required).
    static func orientation(_ a: HostArgs, _ i: Int32, default fallback: InterfaceOrientation?) throws(ScenarioError) -> InterfaceOrientation {
        if a.isNil(i), let fallback { return fallback }
        let name = try a.string(i)
        guard let orientation = InterfaceOrientation(rawValue: name) else {
            throw ScenarioError("orientation must be \(InterfaceOrientation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not '\(name)'")
        }
        return orientation
    }

    /// The keyboard's reported duration (default UIKit's 0.25 s); its motion lasts twice that.
    static func duration(_ a: HostArgs, _ t: Int32) throws(ScenarioError) -> Double {
        guard let value = try a.numberField(t, "duration") else { return KeyboardAnimation.defaultDuration }
        guard value >= 0, value <= 10 else { throw ScenarioError("the keyboard's duration must be from 0 to 10 s, not \(ScenarioFormat.number(value))") }
        return value
    }
}
