/// One seeded edit of a Lua source, for the parser's and the exporter's fuzz tests: a cut of up to
/// `maxCut` bytes, an inserted piece of Lua, or a splice of `spliceLength` bytes from elsewhere.
enum LuaMutation {
    static func apply(to bytes: [UInt8], pieces: [String], maxCut: Int, spliceLength: Int,
                      random: inout ImportFuzzTests.Seeded) -> (bytes: [UInt8], at: Int) {
        var mutated = bytes
        let at = random.below(bytes.count)
        switch random.below(3) {
        case 0: mutated.removeSubrange(at..<min(at + 1 + random.below(maxCut), mutated.count))
        case 1: mutated.insert(contentsOf: Array((" " + pieces[random.below(pieces.count)] + " ").utf8), at: at)
        default:
            let other = random.below(bytes.count)
            mutated.insert(contentsOf: bytes[other..<min(other + spliceLength, bytes.count)], at: at)
        }
        return (mutated, at)
    }
}
