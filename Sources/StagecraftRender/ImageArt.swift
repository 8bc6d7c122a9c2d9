import Foundation
import Stagecraft
import Synchronization

/// What an image view shows for its image name (docs/gallery.md, RC1): there are no bitmaps in the
/// core, so the name picks a drawing made of a few shapes. A built-in picture (RC1.1: pizzas, a
/// landscape photo, an avatar, a map), an SF-Symbol-like glyph (RC1.2), or, for any other name, a
/// picture generated from the name's hash (RC1.3). The shapes live in Player/art.json, read by
/// this file and by the player's draw.js, so the PNG/GIF and the HTML player draw the same thing;
/// the generator (`generated`) is written twice, here and in draw.js, with the same integer maths.
public struct ImageArt: Equatable, Sendable {
    /// One shape, in fractions of the box it is drawn in.
    public enum Shape: Equatable, Sendable {
        /// A linear gradient from (x0, y0) to (x1, y1), filling `rect` (the whole box when nil).
        case gradient(x0: Double, y0: Double, x1: Double, y1: Double, from: Color, to: Color, rect: Rect?)
        case circle(x: Double, y: Double, radius: Double, color: Color)
        /// A circle's outline of `width`.
        case ring(x: Double, y: Double, radius: Double, width: Double, color: Color)
        case rect(Rect, radius: Double, color: Color)
        case polygon([Point], color: Color)
        /// An open line of `width`, round caps and joins.
        case stroke([Point], width: Double, color: Color)
    }

    public enum Fit: Equatable, Sendable {
        /// Stretched over the bounds, as UIImageView's default scaleToFill shows a photo.
        case fill
        /// In the largest centred square (a symbol keeps its aspect).
        case centredSquare
    }

    public var shapes: [Shape]
    public var fit: Fit
    /// Glyphs' outlined shapes (the ones not named `.fill`) are stroked this wide instead of filled.
    public var outlineWidth: Double?

    /// The tint of glyphs: systemBlue, what an app's symbols show in by default.
    public static let tint = Color(hex: 0x007AFF)
    static let outline = 0.07

    /// The drawing for an image name (RC1.1, then RC1.2, then RC1.3), made once per name: a GIF
    /// draws the same few images in every frame.
    public static func forName(_ name: String) -> ImageArt {
        if let art = cache.withLock({ $0[name] }) { return art }
        let art = picture(name) ?? glyph(name) ?? generated(name)
        cache.withLock { $0[name] = art }
        return art
    }

    private static let cache = Mutex<[String: ImageArt]>([:])

    // MARK: RC1.1 pictures

    /// The built-in picture called `name` (any case), or one whose name starts `name` followed by
    /// something other than a letter ("photo2", "avatar-3").
    static func picture(_ name: String) -> ImageArt? {
        let key = name.lowercased()
        let pictures = Library.shared.pictures
        let match = pictures[key] != nil ? key : pictures.keys.filter { !$0.hasPrefix("_") }.sorted().first { candidate in
            key.hasPrefix(candidate) && key.dropFirst(candidate.count).first.map { !$0.isLetter } == true
        }
        guard let match else { return nil }
        return ImageArt(shapes: Library.shared.expand(match, ink: tint, paper: .white, depth: 0), fit: .fill, outlineWidth: nil)
    }

    // MARK: RC1.2 glyphs

    /// A symbol name: `symbol:NAME`, or lowercase dot-separated words naming a glyph or with a dot
    /// (SF Symbols' `square.and.arrow.up`). The glyph is the first word that names one, a leading
    /// `square`/`circle` giving way to a later glyph; a later `circle`/`square` encloses it; a last
    /// word `fill` fills it (otherwise outlined). A symbol without a known glyph gets a polygon.
    static func glyph(_ name: String) -> ImageArt? {
        let explicit = name.hasPrefix("symbol:")
        let body = explicit ? String(name.dropFirst("symbol:".count)) : name
        let words = body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let glyphs = Library.shared.glyphs
        if !explicit {
            let lowercase = !body.isEmpty && body.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
            guard lowercase, !words.contains(""), words.count > 1 || glyphs[body] != nil else { return nil }
        }
        let known = words.indices.filter { glyphs[words[$0]] != nil }
        let enclosures: Set<String> = ["circle", "square"]
        let index = known.first { !enclosures.contains(words[$0]) } ?? known.first
        let filled = words.last == "fill"
        let enclosure = index.flatMap { at in words[(at + 1)...].first { enclosures.contains($0) && $0 != words[at] } }
        var inner: [Shape]
        if let index {
            inner = Library.shared.expandGlyph(words[index], filledInside: filled && enclosure != nil)
        } else {
            inner = polygonGlyph(seed: fnv1a(body))
        }
        guard let enclosure else {
            return ImageArt(shapes: inner, fit: .centredSquare, outlineWidth: filled ? nil : outline)
        }
        // Enclosed: the glyph at 60 % inside a circle or rounded square (white on a filled one).
        inner = inner.map { $0.scaled(0.6, about: Point(x: 0.5, y: 0.5)) }
        let frame: Shape = enclosure == "circle" ? .circle(x: 0.5, y: 0.5, radius: 0.46, color: tint)
            : .rect(Rect(0.04, 0.04, 0.92, 0.92), radius: 0.2, color: tint)
        return ImageArt(shapes: [frame] + inner, fit: .centredSquare, outlineWidth: filled ? nil : outline)
    }

    /// A regular polygon of 3 to 8 sides, picked by the name's hash.
    static func polygonGlyph(seed: UInt32) -> [Shape] {
        let sides = 3 + Int(seed % 6)
        let points = (0..<sides).map { k in
            let angle = -Double.pi / 2 + Double(k) * 2 * Double.pi / Double(sides)
            return Point(x: 0.5 + 0.42 * cos(angle), y: 0.5 + 0.42 * sin(angle))
        }
        return [.polygon(points, color: tint)]
    }

    // MARK: RC1.3 generated pictures

    /// A picture from the name's hash (FNV-1a, then xorshift32): a diagonal gradient of one hue,
    /// a light disc, a dark hill and a translucent white card. The same name always draws the same.
    static func generated(_ name: String) -> ImageArt {
        var random = XorShift(seed: fnv1a(name))
        let hue = Double(random.next() % 360)
        func next() -> Double { Double(random.next()) / 4_294_967_296 }
        let sky = Self.hsl(hue, 0.55, 0.62), deep = Self.hsl(hue + 40, 0.6, 0.38)
        let disc = Shape.circle(x: 0.15 + 0.7 * next(), y: 0.15 + 0.3 * next(), radius: 0.12 + 0.12 * next(),
                                color: Self.hsl(hue + 180, 0.7, 0.82, alpha: 0.9))
        let left = 0.6 + 0.2 * next(), peak = Point(x: 0.25 + 0.5 * next(), y: 0.45 + 0.2 * next()), right = 0.6 + 0.2 * next()
        let hill = Shape.polygon([Point(x: 0, y: left), peak, Point(x: 1, y: right), Point(x: 1, y: 1), Point(x: 0, y: 1)],
                                 color: Self.hsl(hue + 20, 0.45, 0.28))
        let side = 0.18 + 0.14 * next()
        let card = Shape.rect(Rect(0.08 + 0.5 * next(), 0.1 + 0.3 * next(), side * 1.3, side), radius: 0.04,
                              color: Color(red: 1, green: 1, blue: 1, alpha: Double(0x59) / 255))
        return ImageArt(shapes: [.gradient(x0: 0, y0: 0, x1: 1, y1: 1, from: sky, to: deep, rect: nil), disc, hill, card],
                        fit: .fill, outlineWidth: nil)
    }

    /// An opaque colour from hue (degrees), saturation and lightness, each channel rounded to 8 bits
    /// (so that draw.js, rounding the same way, gets the same bytes).
    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double, alpha: Double = 1) -> Color {
        let h = hue.truncatingRemainder(dividingBy: 360) / 360
        func channel(_ n: Double) -> Double {
            let k = (n + h * 12).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let value = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return (value * 255).rounded() / 255
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: (alpha * 255).rounded() / 255)
    }

    static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    struct XorShift {
        var state: UInt32
        init(seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }
        mutating func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return state
        }
    }
}

extension ImageArt.Shape {
    /// The shape scaled by `factor` about `centre` (an enclosed glyph).
    func scaled(_ factor: Double, about centre: Point) -> ImageArt.Shape {
        func p(_ point: Point) -> Point { Point(x: centre.x + (point.x - centre.x) * factor, y: centre.y + (point.y - centre.y) * factor) }
        switch self {
        case .gradient: return self
        case .circle(let x, let y, let radius, let color):
            let c = p(Point(x: x, y: y))
            return .circle(x: c.x, y: c.y, radius: radius * factor, color: color)
        case .ring(let x, let y, let radius, let width, let color):
            let c = p(Point(x: x, y: y))
            return .ring(x: c.x, y: c.y, radius: radius * factor, width: width * factor, color: color)
        case .rect(let rect, let radius, let color):
            let o = p(rect.origin)
            return .rect(Rect(o.x, o.y, rect.width * factor, rect.height * factor), radius: radius * factor, color: color)
        case .polygon(let points, let color): return .polygon(points.map(p), color: color)
        case .stroke(let points, let width, let color): return .stroke(points.map(p), width: width * factor, color: color)
        }
    }
}
