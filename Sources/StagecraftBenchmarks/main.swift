// Benchmarks: prints `METRIC <name> <value> <unit>` lines (docs/embedding.md).
// Usage: StagecraftBenchmarks [PREFIX] — runs the groups whose names start with PREFIX.
let prefix = CommandLine.arguments.dropFirst().first ?? ""
let groups: [(name: String, run: () -> Void)] = [
    ("engine", EngineBenchmarks.run),
    ("render", RenderBenchmarks.run),
    ("bridge", BridgeBenchmarks.run),
    ("scenario", ScenarioBenchmarks.run),
    ("reload", ReloadBenchmarks.run),
    ("pattern", PatternBenchmarks.run),
    ("soak", SoakBenchmarks.run),
    ("stress", StressBenchmarks.run),
    ("gallery", GalleryBenchmarks.run),
    ("import", ImportBenchmarks.run),
    ("export", ExportBenchmarks.run),
    ("layout", LayoutBenchmarks.run),
]
for group in groups where group.name.hasPrefix(prefix) || prefix.hasPrefix(group.name) {
    group.run()
}
