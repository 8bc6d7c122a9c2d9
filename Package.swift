// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stagecraft",
    products: [
        .library(name: "Stagecraft", targets: ["Stagecraft"]),
        .library(name: "StagecraftLua", targets: ["StagecraftLua"]),
        .library(name: "StagecraftScenario", targets: ["StagecraftScenario"]),
        .library(name: "StagecraftRender", targets: ["StagecraftRender"]),
        .executable(name: "stagecraft", targets: ["stagecraft"]),
        .executable(name: "stagecraft-studio", targets: ["stagecraft-studio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property-based core tests: random operation sequences, shrunk to a minimal failing one.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `stagecraft studio`'s local web server: HTTP routes and WebSockets without SwiftNIO.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `stagecraft import`: a real Swift parser for the app's transition files.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // Lua 5.4 from the system (Debian: liblua5.4-dev), found through pkg-config.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // Macro shims, the error trampoline, the capped allocator and the deadline hook:
        // everything that must be C so that no Lua error ever unwinds a Swift frame.
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // Cairo (Debian: libcairo2-dev) draws frames and writes PNG and SVG.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // giflib (Debian: libgif-dev) writes animated GIFs.
        .systemLibrary(
            name: "CGif",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]
        ),

        // The layout solver: an incremental Cassowary simplex (linear constraints, required or
        // optional by priority, edit variables), a module of its own because it knows nothing of
        // views — the core's Auto Layout compiles anchors into its constraints — and is tested
        // and benchmarked alone.
        .target(name: "StagecraftLayoutSolver"),
        // The headless UIKit-like core: geometry, views, animation engine, transitions.
        .target(name: "Stagecraft", dependencies: ["StagecraftLayoutSolver"]),
        .target(name: "StagecraftLua", dependencies: ["Stagecraft", "CLuaShim"]),
        .target(name: "StagecraftScenario", dependencies: ["Stagecraft", "StagecraftLua", "CLuaShim"]),
        // The HTML player's JS, CSS and markup are files (Player/), shared by `render --format html`
        // (which inlines them) and the studio (which serves them).
        // The gallery's pages (Gallery/) are files too, filled in by GalleryPage.
        .target(name: "StagecraftRender", dependencies: ["Stagecraft", "CCairo", "CGif"], resources: [.copy("Player"), .copy("Gallery")]),
        // `stagecraft studio`: the server, the live state and the studio page (Assets/); the core stays server-free.
        .target(name: "StagecraftStudio", dependencies: [
            "Stagecraft", "StagecraftRender", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
        ], resources: [.copy("Assets")]),
        // Swift ⇄ Lua: parses an app's transition files and writes Lua roles with their Swift lines
        // (and the runtime helpers those roles call, SwiftRuntime/). Interface/ is UIKit's Swift as
        // Apple documents it (declarations only): the bound methods' parameter types for the
        // importer, the exporter's catalog of signatures, the module the tests type-check against.
        .target(name: "StagecraftImport", dependencies: [
            "StagecraftLua",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"), .product(name: "SwiftOperators", package: "swift-syntax"),
        ], resources: [.copy("SwiftRuntime"), .copy("Interface")]),
        // Lua ⇄ Swift, the other way: a Lua role written as a Swift class for UIKit, from the
        // importer's Interface/ (above).
        .target(name: "StagecraftExport", dependencies: [
            "StagecraftImport", "StagecraftLua",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ], resources: [.copy("Bases")]),
        // The commands, shared by the two executables below.
        .target(
            name: "StagecraftCommandLine",
            dependencies: [
                "Stagecraft", "StagecraftLua", "StagecraftScenario", "StagecraftRender", "StagecraftImport", "StagecraftExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `stagecraft`: every command; `studio` continues in `stagecraft-studio`, so the others start
        // without loading the web server's networking stack. The release build links the Swift
        // runtime and Foundation statically: resolving their symbols across shared libraries was
        // most of a short command's start (docs/performance.md).
        .executableTarget(
            name: "stagecraft",
            dependencies: ["StagecraftCommandLine", "StagecraftImport", "StagecraftLua"],
            // At compile time too: the flag makes the Foundation import name its static libraries.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // `stagecraft studio`'s web server (FlyingFox links FoundationNetworking and libcurl).
        .executableTarget(
            name: "stagecraft-studio",
            dependencies: ["StagecraftCommandLine", "StagecraftStudio", "StagecraftImport", "StagecraftLua", "StagecraftScenario",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // A hand-written C userdata binding: the baseline of bridge.property_set_get.ratio_vs_c.
        .target(name: "CBenchBinding", dependencies: ["CLua"]),
        .executableTarget(
            name: "StagecraftBenchmarks",
            dependencies: ["Stagecraft", "StagecraftLua", "StagecraftRender", "StagecraftScenario", "StagecraftImport", "StagecraftExport", "StagecraftLayoutSolver", "CLuaShim", "CBenchBinding"]
        ),

        .testTarget(name: "StagecraftLayoutSolverTests", dependencies: [
            "StagecraftLayoutSolver", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // StagecraftLua too: the seeds' Lua ports (examples/) are checked against the Swift ports' golden traces here.
        .testTarget(name: "StagecraftTests", dependencies: [
            "Stagecraft", "StagecraftLua", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The bad-script corpus is read from the source tree (#filePath), not bundled.
        .testTarget(name: "StagecraftLuaTests", dependencies: ["StagecraftLua", "CLuaShim"], exclude: ["BadScripts"]),
        .testTarget(name: "StagecraftRenderTests", dependencies: ["StagecraftRender", "Stagecraft"]),
        .testTarget(name: "StagecraftStudioTests", dependencies: ["StagecraftStudio", "Stagecraft"]),
        .testTarget(name: "StagecraftScenarioTests", dependencies: ["StagecraftScenario", "Stagecraft", "CLuaShim"]),
        // The importer's fixtures (Swift files with the Lua and refusals they must give) are read from the source tree.
        .testTarget(name: "StagecraftImportTests", dependencies: ["StagecraftImport", "StagecraftExport", "StagecraftLua", "StagecraftScenario", "Stagecraft", "CLuaShim"], exclude: ["Fixtures"]),
        // End-to-end: runs the built `stagecraft` binary and checks its output and exit code.
        // The hostile scenario corpus is read from the source tree (#filePath), not bundled.
        .testTarget(name: "StagecraftCLITests", dependencies: [], exclude: ["HostileScenarios"]),
    ]
)
