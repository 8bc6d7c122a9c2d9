import Foundation
import Synchronization

/// The gallery's pages (docs/gallery.md, GA2): index.html with the scenario files grouped in
/// sections, and one source page per file with an anchor per line. The markup, style and script
/// are files (Gallery/: index.html, section.html, file.html, card.html, source.html, gallery.css,
/// gallery.js) filled in here; every path written into a page is relative, so the folder works
/// opened as files and served alike.
public struct GalleryPage {
    /// One scenario file: its card (`gallery{…}`) and its scenarios.
    public struct File: Sendable {
        public var path: String
        public var section: String?
        public var title: String?
        public var about: String?
        /// The file's text, for its source page (nil: no source page, links go nowhere).
        public var source: String?
        public var scenarios: [Scenario]

        public init(path: String, section: String?, title: String?, about: String?, source: String?, scenarios: [Scenario]) {
            self.path = path
            self.section = section
            self.title = title
            self.about = about
            self.source = source
            self.scenarios = scenarios
        }
    }

    /// One scenario's card: its name, outcome, line and the files rendered for it (relative paths).
    public struct Scenario: Sendable {
        public enum Status: String, Sendable { case pass, fail, skip }
        public var name: String
        public var status: Status
        public var line: Int?
        public var player: String?
        public var still: String?
        public var gif: String?

        public init(name: String, status: Status, line: Int?, player: String?, still: String?, gif: String?) {
            self.name = name
            self.status = status
            self.line = line
            self.player = player
            self.still = still
            self.gif = gif
        }
    }

    /// Sections shown first, in this order; other named sections follow alphabetically.
    public static let knownSections = ["Seeds", "Libraries", "Apple's samples", "UIKit"]
    /// Where files without a section go, last.
    public static let otherSection = "More scenarios"

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// The sections in page order (GA2.2), each with its files sorted by title, then path.
    public var sections: [(name: String, files: [File])] {
        let grouped = Dictionary(grouping: files) { $0.section ?? Self.otherSection }
        let named = grouped.keys.filter { $0 != Self.otherSection }
        let order = Self.knownSections.filter(named.contains)
            + named.filter { !Self.knownSections.contains($0) }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            + (grouped[Self.otherSection] == nil ? [] : [Self.otherSection])
        return order.map { name in
            (name, (grouped[name] ?? []).sorted { a, b in
                let (x, y) = (a.title ?? a.path, b.title ?? b.path)
                return x != y ? x.localizedStandardCompare(y) == .orderedAscending : a.path < b.path
            })
        }
    }

    /// Writes index.html, src/*.html, gallery.css and gallery.js into `folder`.
    public func write(to folder: String, summary: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        for (path, text) in pages(summary: summary) { try text.write(toFile: "\(folder)/\(path)", atomically: true, encoding: .utf8) }
    }

    /// The files `write(to:summary:)` writes, by path inside the folder (`src/` holds the source
    /// pages), the index last; for a host that writes them its own way.
    public func pages(summary: String) -> [(path: String, text: String)] {
        var pages = ["gallery.css", "gallery.js"].map { (path: $0, text: Self.asset($0)) }
        for file in files {
            guard let source = file.source else { continue }
            pages.append((Self.sourcePage(for: file.path), sourcePage(file.path, source)))
        }
        pages.append(("index.html", index(summary: summary)))
        return pages
    }

    /// The index page.
    public func index(summary: String) -> String {
        let sections = self.sections
        let toc = sections.map { "<a href=\"#\(Self.slug($0.name))\">\(Self.escape($0.name))</a>" }.joined(separator: "\n    ")
        let body = sections.map { section in
            Self.fill("section.html", ["id": Self.slug(section.name), "name": Self.escape(section.name),
                                       "files": section.files.map(fileBlock).joined(separator: "\n")])
        }.joined(separator: "\n")
        return Self.fill("index.html", ["summary": Self.escape(summary), "toc": toc, "sections": body])
    }

    private func fileBlock(_ file: File) -> String {
        let source = file.source == nil ? "#" : Self.sourcePage(for: file.path)
        let cards = file.scenarios.map { scenario in
            let image: String
            if let still = scenario.still {
                let gif = scenario.gif.map { " data-gif=\"\(Self.escape($0))\"" } ?? ""
                image = "<img src=\"\(Self.escape(still))\"\(gif) alt=\"\(Self.escape(scenario.name))\" loading=\"lazy\">"
            } else {
                image = "<span class=\"none\">\(scenario.status == .skip ? "skipped" : "no frames")</span>"
            }
            let line = scenario.line.map { "#L\($0)" } ?? ""
            let (mark, text) = switch scenario.status {
            case .pass: ("✓", "passed")
            case .fail: ("✗", "failed")
            case .skip: ("–", "skipped")
            }
            return Self.fill("card.html", [
                "status": scenario.status.rawValue, "statusText": text, "mark": mark, "name": Self.escape(scenario.name),
                "shot": Self.escape(scenario.player ?? source + line), "shotTitle": scenario.player == nil ? "Open the source" : "Open the player",
                "image": image, "source": Self.escape(source + line),
                "playerLink": scenario.player.map { "<a href=\"\(Self.escape($0))\">player</a>" } ?? "",
                "gifLink": scenario.gif.map { "<a href=\"\(Self.escape($0))\">GIF</a>" } ?? "",
            ])
        }
        return Self.fill("file.html", [
            "id": Self.slug(file.path), "title": Self.escape(file.title ?? Self.fileTitle(file.path)),
            "about": Self.escape(file.about ?? ""), "path": Self.escape(file.path), "source": Self.escape(source),
            "cards": cards.joined(separator: "\n"),
        ])
    }

    /// A file's source page: each line a span with the anchor `L<number>`.
    func sourcePage(_ path: String, _ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let body = lines.enumerated().map { "<span class=\"line\" id=\"L\($0.offset + 1)\">\(Self.escape($0.element))</span>" }.joined()
        return Self.fill("source.html", ["path": Self.escape(path), "lines": body])
    }

    /// Where a scenario file's source page goes, relative to the gallery folder.
    public static func sourcePage(for path: String) -> String {
        "src/\(slug(path)).html"
    }

    /// "seed_delegates.lua" → "Seed delegates".
    static func fileTitle(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
        let words = stem.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Lowercase letters and digits, anything else a dash: a file name and an anchor at once.
    public static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A template with each `{{key}}` replaced by its (already escaped) value, in one pass, so a
    /// value that happens to contain `{{…}}` is left as it is.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        let text = asset(template)
        var out = ""
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            out += rest[..<open.lowerBound]
            let key = String(rest[open.upperBound..<close.lowerBound])
            out += values[key] ?? ""
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// A Gallery/ file's text, read once (a missing one is a broken install).
    static func asset(_ name: String) -> String {
        cache.withLock { texts in
            if let text = texts[name] { return text }
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Gallery"),
                  let text = try? String(contentsOf: url, encoding: .utf8) else {
                fatalError("the gallery's \(name) is missing from \(Bundle.module.bundlePath)")
            }
            texts[name] = text
            return text
        }
    }

    private static let cache = Mutex<[String: String]>([:])
}
