import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives that act on the app (present, push, gestures, resize) and move the virtual clock.
enum ActPrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("present", { s in hostCall(s, "present") { a throws(ScenarioError) in
            let presenter = try a.controller(1), presented = try a.controller(2)
            if let problem = presenter.presentError(presented) { throw ScenarioError(problem.message) }
            let animated = try animated(a, 3)
            return try operation(a, "present \(presented.name)") { done in presenter.present(presented, animated: animated, completion: done) } } }),
        ("dismiss", { s in hostCall(s, "dismiss") { a throws(ScenarioError) in
            let controller = try a.controller(1)
            let animated = try animated(a, 2)
            return try operation(a, "dismiss \(controller.name)") { done in controller.dismiss(animated: animated, completion: done) } } }),
        ("push", { s in hostCall(s, "push") { a throws(ScenarioError) in
            let nav = try a.container(1, NavigationController.self, "a navigation controller")
            let pushed = try a.controller(2)
            if let problem = nav.pushError(pushed) { throw ScenarioError(problem.message) }
            nav.pushViewController(pushed, animated: try animated(a, 3)); return 0 } }),
        ("pop", { s in hostCall(s, "pop") { a throws(ScenarioError) in
            let nav = try a.container(1, NavigationController.self, "a navigation controller")
            _ = nav.popViewController(animated: try animated(a, 2)); return 0 } }),
        ("selectTab", { s in hostCall(s, "selectTab") { a throws(ScenarioError) in
            let tabs = try a.container(1, TabBarController.self, "a tab bar controller")
            let index: Int
            if lua_type(a.L, 2) == LUA_TSTRING {
                let name = try a.string(2)
                guard let found = tabs.viewControllers.firstIndex(where: { $0.name == name }) else {
                    throw ScenarioError("no tab named '\(name)' (tabs: \(tabs.viewControllers.map(\.name).joined(separator: ", ")))")
                }
                index = found
            } else {
                index = try HostArgs.whole(try a.number(2), "the tab index", in: -1_000_000...1_000_000)
            }
            tabs.tapTab(at: index); return 0 } }),
        ("tap", { s in hostCall(s, "tap") { a throws(ScenarioError) in
            let host = try a.host
            let point = try target(a, 1)
            let count = lua_type(a.L, 1) == LUA_TTABLE ? try HostArgs.whole(try a.numberField(1, "count") ?? 1, "count", in: 1...maxTaps) : 1
            host.touches.tap(at: point, numberOfTaps: count); return 0 } }),
        // press{at = {x, y} | view = v, duration = s [, touches = n]}: fingers held still (T12.4).
        ("press", { s in hostCall(s, "press") { a throws(ScenarioError) in
            let host = try a.host, t = try a.table(1)
            try a.checkKeys(t, ["at", "view", "duration", "touches"])
            let point: Point
            if let at = try a.pointField(t, "at") {
                point = at
            } else if a.field(t, "view") > LUA_TNIL {
                defer { sc_pop(a.L, 1) }
                point = try center(a.view(-1))
            } else {
                sc_pop(a.L, 1)
                throw ScenarioError("press needs { at = {x, y} or view = v, duration = s [, touches = n] }")
            }
            let touches = try HostArgs.whole(try a.numberField(t, "touches") ?? 1, "touches", in: 1...maxTaps)
            host.touches.press(at: point, duration: try duration(a, t), numberOfTouches: touches); return 0 } }),
        ("pan", { s in hostCall(s, "pan") { a throws(ScenarioError) in
            let host = try a.host, t = try a.table(1)
            try a.checkKeys(t, ["from", "to", "duration", "hold", "velocity", "curve"])
            guard let from = try a.pointField(t, "from"), let to = try a.pointField(t, "to") else {
                throw ScenarioError("pan needs { from = {x, y}, to = {x, y}, duration = s [, hold, velocity = {vx, vy}, curve] }")
            }
            host.touches.pan(from: from, to: to, duration: try duration(a, t), curve: try curve(a, t),
                             hold: try hold(a, t), releaseVelocity: try a.pointField(t, "velocity")); return 0 } }),
        ("edgePan", { s in hostCall(s, "edgePan") { a throws(ScenarioError) in
            let host = try a.host, t = try a.table(1)
            try a.checkKeys(t, ["edge", "offset", "distance", "duration", "hold", "velocity", "curve"])
            let edges: [String: RectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
            let name = try a.stringField(t, "edge") ?? "left"
            guard let edge = edges[name] else { throw ScenarioError("edge must be left, right, top or bottom, not '\(name)'") }
            guard let distance = try a.numberField(t, "distance") else { throw ScenarioError("edgePan needs { edge =, distance =, duration = }") }
            host.touches.edgePan(from: edge, offset: try a.numberField(t, "offset"), distance: distance, duration: try duration(a, t),
                                 curve: try curve(a, t), hold: try hold(a, t),
                                 releaseVelocity: try a.numberField(t, "velocity")); return 0 } }),
        ("pinch", { s in hostCall(s, "pinch") { a throws(ScenarioError) in
            let host = try a.host, t = try a.table(1)
            try a.checkKeys(t, ["center", "from", "to", "angle", "duration", "hold", "velocity", "curve"])
            guard let center = try a.pointField(t, "center"), let from = try a.numberField(t, "from"), let to = try a.numberField(t, "to") else {
                throw ScenarioError("pinch needs { center = {x, y}, from = distance, to = distance, duration = s [, velocity] }")
            }
            host.touches.pinch(center: center, fromDistance: from, toDistance: to, angle: try a.numberField(t, "angle") ?? 0,
                               duration: try duration(a, t), curve: try curve(a, t), hold: try hold(a, t),
                               releaseVelocity: try a.numberField(t, "velocity")); return 0 } }),
        ("resize", { s in hostCall(s, "resize") { a throws(ScenarioError) in
            let size = try a.numbers(at: 1, keys: ["width", "height"], what: "resize's size")
            guard size[0] > 0, size[1] > 0, size[0] <= 100_000, size[1] <= 100_000 else {
                throw ScenarioError("the window size must be from 1 to 100000 points on each side")
            }
            try a.host.window.resize(to: Size(width: size[0], height: size[1])); return 0 } }),
        ("find", { s in hostCall(s, "find") { a throws(ScenarioError) in
            let host = try a.host
            host.lua.push(host.findView(named: try a.string(1))); return 1 } }),
        // Time. Each moves the virtual clock forward only.
        ("advance", { s in hostCall(s, "advance") { a throws(ScenarioError) in
            try a.host.checkNotScheduled("advance")
            let host = try a.host, seconds = try a.number(1)
            guard seconds >= 0 else { throw ScenarioError("cannot go back in time (\(ScenarioFormat.number(seconds)) s)") }
            try host.checkSimulatedTime(until: host.engine.now + seconds, "advance(\(ScenarioFormat.number(seconds)))")
            host.engine.advance(by: seconds)
            try host.checkNotStopped("advance"); return 0 } }),
        ("advanceFrames", { s in hostCall(s, "advanceFrames") { a throws(ScenarioError) in
            try a.host.checkNotScheduled("advanceFrames")
            let host = try a.host, engine = host.engine
            let limit = Int(host.options.maxSimulatedTime * engine.frameRate)
            let frames = try HostArgs.whole(try a.number(1), "frames", in: 0...limit)
            try host.checkSimulatedTime(until: Double(engine.frameIndex + frames) / engine.frameRate, "advanceFrames(\(frames))")
            engine.advance(frames: frames)
            try host.checkNotStopped("advanceFrames"); return 0 } }),
        ("advanceTo", { s in hostCall(s, "advanceTo") { a throws(ScenarioError) in
            try a.host.checkNotScheduled("advanceTo")
            let host = try a.host, time = try a.number(1)
            guard time >= host.engine.now else {
                throw ScenarioError("t=\(ScenarioFormat.number(time))s is in the past (now t=\(ScenarioFormat.number(host.engine.now))s)")
            }
            try host.checkSimulatedTime(until: time, "advanceTo(\(ScenarioFormat.number(time)))")
            host.engine.advance(to: time)
            try host.checkNotStopped("advanceTo"); return 0 } }),
        ("untilIdle", { s in hostCall(s, "untilIdle") { a throws(ScenarioError) in
            try a.host.checkNotScheduled("untilIdle")
            let host = try a.host, limit = try a.number(1, default: 10)
            guard limit >= 0 else { throw ScenarioError("the limit must be ≥ 0 s, not \(ScenarioFormat.number(limit))") }
            // Waiting is bounded by the simulated-time limit: past it, the scenario is not idle.
            let allowed = min(limit, max(0, host.options.maxSimulatedTime - host.engine.now))
            let idle = host.engine.runUntilIdle(limit: allowed)
            try host.checkNotStopped("untilIdle")
            if !idle, allowed < limit {
                throw ScenarioError("still busy at t=\(ScenarioFormat.number(host.engine.now))s, the scenario's limit of "
                                    + "\(ScenarioFormat.number(host.options.maxSimulatedTime)) s of simulated time (ScenarioOptions.maxSimulatedTime)")
            }
            if !idle {
                host.fail(a.L, "never became idle within \(ScenarioFormat.number(limit)) s of simulated time (untilIdle(seconds) waits longer)",
                          expected: "no running animations or scheduled work", actual: busyDescription(host))
            }
            return 0 } }),
        ("now", { s in hostCall(s, "now") { a throws(ScenarioError) in LuaStack.push(a.L, try a.host.engine.now); return 1 } }),
        ("frameIndex", { s in hostCall(s, "frameIndex") { a throws(ScenarioError) in LuaStack.push(a.L, try a.host.engine.frameIndex); return 1 } }),
    ]

    static func animated(_ a: HostArgs, _ i: Int32) throws(ScenarioError) -> Bool {
        if a.isNil(i) { return true }
        if lua_type(a.L, i) == LUA_TBOOLEAN { return lua_toboolean(a.L, i) != 0 }
        let t = try a.table(i)
        try a.checkKeys(t, ["animated"])
        return try a.boolField(t, "animated") ?? true
    }

    /// Runs `body` with a completion that counts its calls; returns `{id =, label =}` to the script.
    static func operation(_ a: HostArgs, _ label: String, _ body: (@escaping () -> Void) -> Void) throws(ScenarioError) -> Int32 {
        let host = try a.host
        let id = host.completions.count
        host.completions.append((label, 0))
        body { [weak host] in host?.completions[id].count += 1 }
        lua_createtable(a.L, 0, 2)
        LuaStack.push(a.L, id + 1)
        lua_setfield(a.L, -2, "id")
        LuaStack.push(a.L, label)
        lua_setfield(a.L, -2, "label")
        return 1
    }

    /// A point to touch: `{x, y}`, `{at = {x, y}}`, or a view (or its name) whose centre is used.
    static func target(_ a: HostArgs, _ i: Int32) throws(ScenarioError) -> Point {
        if lua_type(a.L, i) == LUA_TTABLE {
            try a.checkKeys(i, ["at", "view", "count", "x", "y"], allowsItems: true)
            if let at = try a.pointField(i, "at") { return at }
            if a.field(i, "view") > LUA_TNIL {
                defer { sc_pop(a.L, 1) }
                return try center(a.view(-1))
            }
            sc_pop(a.L, 1)
            return try a.point(at: i, "the point")
        }
        return try center(a.view(i))
    }

    static func center(_ view: View) throws(ScenarioError) -> Point {
        guard view.window != nil else { throw ScenarioError("'\(view.displayName)' is not in the window, so it cannot be touched") }
        let frame = view.convert(view.bounds, to: nil)
        return Point(frame.midX, frame.midY)
    }

    static func duration(_ a: HostArgs, _ t: Int32) throws(ScenarioError) -> Double {
        guard let value = try a.numberField(t, "duration"), value >= 0 else { throw ScenarioError("'duration' (seconds ≥ 0) is required") }
        try gestureTime(a, value, "duration")
        return value
    }

    /// A gesture's duration or hold: its touches are sampled at 120 Hz up front, so a huge one
    /// would be billions of samples; the simulated-time limit bounds it.
    static func gestureTime(_ a: HostArgs, _ value: Double, _ what: String) throws(ScenarioError) {
        let host = try a.host
        try host.checkSimulatedTime(until: host.engine.now + value, "a gesture's \(what) of \(ScenarioFormat.number(value)) s")
    }

    static func hold(_ a: HostArgs, _ t: Int32) throws(ScenarioError) -> Double {
        let value = try a.numberField(t, "hold") ?? 0
        guard value >= 0 else { throw ScenarioError("'hold' must be seconds ≥ 0, not \(ScenarioFormat.number(value))") }
        try gestureTime(a, value, "hold")
        return value
    }

    /// The most taps one `tap{count}` may make (UIKit recognisers count up to a few).
    static let maxTaps = 100

    static func curve(_ a: HostArgs, _ t: Int32) throws(ScenarioError) -> TimingFunction {
        guard let name = try a.stringField(t, "curve") else { return .linear }
        let curves: [String: TimingFunction] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
        guard let curve = curves[name] else { throw ScenarioError("curve must be linear, easeIn, easeOut or easeInOut, not '\(name)'") }
        return curve
    }

    /// What is still running (`detail's alpha animation (repeat) started at animators/x.lua:12`) and
    /// the last transition step.
    static func busyDescription(_ host: ScenarioHost) -> String {
        let engine = host.engine
        let running = engine.events.last { $0.category == .transition || $0.category == .animator }
        let work = host.busyWork
        return "still busy at t=\(ScenarioFormat.number(engine.now))s" + (work.isEmpty ? "" : ": " + work.joined(separator: "; "))
            + (running.map { "; last transition event: \($0.call)" } ?? "")
    }
}
