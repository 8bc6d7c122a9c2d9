import CLuaShim
import Stagecraft
import StagecraftLua
import Foundation

/// `gallery { section =, title =, about =, moment = }`: how `stagecraft gallery` shows a scenario
/// file (its card's group, heading and one-line description) and, called in a scenario's body, the
/// moment its thumbnail shows. `stagecraft test` ignores it; the file's top level runs before each
/// scenario, so a body's call refines what the top level said.
enum GalleryPrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("gallery", { s in hostCall(s, "gallery") { a throws(ScenarioError) in
            let host = try a.host
            let t = try a.table(1)
            try a.checkKeys(t, ["section", "title", "about", "moment"])
            var card = host.galleryCard
            if let section = try a.stringField(t, "section") { card.section = try Self.text(section, "section", limit: 80) }
            if let title = try a.stringField(t, "title") { card.title = try Self.text(title, "title", limit: 120) }
            if let about = try a.stringField(t, "about") { card.about = try Self.text(about, "about", limit: 600) }
            if let moment = try a.numberField(t, "moment") {
                guard moment.isFinite, moment >= 0 else {
                    throw ScenarioError("moment must be the thumbnail's time in seconds (≥ 0), not \(ScenarioFormat.number(moment))")
                }
                try host.checkSimulatedTime(until: moment, "gallery's moment")
                card.moment = moment
            }
            host.galleryCard = card
            return 0 } }),
    ]

    private static func text(_ value: String, _ key: String, limit: Int) throws(ScenarioError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ScenarioError("'\(key)' must not be empty") }
        guard trimmed.count <= limit else { throw ScenarioError("'\(key)' is \(trimmed.count) characters; at most \(limit)") }
        return trimmed
    }
}

/// What `gallery{…}` said of a scenario: every field optional (the gallery falls back to the
/// file's name, no description and a moment it picks itself).
public struct GalleryCard: Sendable, Hashable {
    public var section: String?
    public var title: String?
    public var about: String?
    /// Simulated seconds of the thumbnail's frame.
    public var moment: Double?
    public init(section: String? = nil, title: String? = nil, about: String? = nil, moment: Double? = nil) {
        self.section = section
        self.title = title
        self.about = about
        self.moment = moment
    }
}
