// swift-tools-version: 6.0
// Easel: SwiftUI-style layouts rendered to pixel-exact PNG images on Linux.
import CompilerPluginSupport
import PackageDescription

/// Every target builds in the Swift 6 language mode, with complete concurrency checking.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],  // hummingbird-websocket (easel preview) needs macOS 14
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .executable(name: "easel-gallery", targets: ["easel-gallery"]),
        .executable(name: "easel", targets: ["easel"]),
        .library(name: "EaselCLI", targets: ["EaselCLI"]),
        .library(name: "EaselScript", targets: ["EaselScript"]),
        .library(name: "EaselPreview", targets: ["EaselPreview"]),
        // Files with `import SwiftUI` (`Charts`, `WidgetKit`, `Combine`) compile against Easel on
        // Linux: a target depends on these products with module aliases (docs/CompiledEngine.md),
        // so that no module of Easel's own build is named like an Apple framework (a dependency's
        // `#if canImport(SwiftUI)` must stay false on Linux).
        .library(name: "EaselSwiftUI", targets: ["EaselSwiftUI"]),
        .library(name: "EaselCharts", targets: ["EaselCharts"]),
        .library(name: "EaselWidgetKit", targets: ["EaselWidgetKit"]),
        .library(name: "EaselCombine", targets: ["EaselCombine"]),
        // What `easel render --engine compile` links a scene's compiled program against (one shared
        // library, so that a scene compiles in seconds): the command and those modules.
        .library(
            name: "EaselCompiledScene", type: .dynamic, targets: ["EaselCLI", "EaselSwiftUI", "EaselCharts", "EaselWidgetKit", "EaselCombine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        // The adapter for teams on swift-snapshot-testing (EaselSnapshotTesting).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // Documentation only: `swift package generate-documentation --target Easel` builds the DocC
        // catalogs in Sources/Easel/Easel.docc and Sources/EaselTesting/EaselTesting.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C bridges (DESIGN.md: text uses FreeType, raster uses libpng).
        .systemLibrary(
            name: "CFreeType",
            path: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(
            name: "CPNG",
            path: "CPNG",
            publicHeadersPath: "include",
            linkerSettings: [.linkedLibrary("png"), .linkedLibrary("z"), .linkedLibrary("pthread")]
        ),
        // JPEG decoding (asset catalogs' photos) with libjpeg, behind a setjmp-safe C bridge.
        .target(
            name: "CJPEG",
            path: "Sources/CJPEG",
            publicHeadersPath: "include",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        // Text shaping (kerning, ligatures, joining, reordering) with HarfBuzz.
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // Bidirectional levels (UAX #9) and line break opportunities (UAX #14) from ICU, behind two
        // C functions (ICU's symbols carry its version, which Swift cannot name).
        .target(
            name: "CICU",
            path: "Sources/CICU",
            publicHeadersPath: "include",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),

        // Stage: layout. Knows nodes, sizes, alignment and a text-measuring interface;
        // nothing of pixels, FreeType or files.
        .target(name: "EaselLayout", path: "Sources/EaselLayout", swiftSettings: swift6),

        // Stage: text. Faces shipped in the package (FreeType), shaping (HarfBuzz), bidi and line
        // breaking (ICU), measurement, glyph masks.
        .target(
            name: "EaselText",
            dependencies: ["CFreeType", "CHarfBuzz", "CICU", "EaselLayout"],
            path: "Sources/EaselText",
            resources: [.copy("Fonts")],
            swiftSettings: swift6
        ),

        // Stage: raster. Canvas, coverage, compositing, blur, PNG and JPEG codecs; nothing of views.
        .target(
            name: "EaselRaster",
            dependencies: ["CPNG", "CJPEG"],
            path: "Sources/EaselRaster",
            swiftSettings: swift6
        ),

        // Stage: paint. Placed tree -> display list (draw order, pixel-snapped) -> raster.
        .target(
            name: "EaselPaint",
            dependencies: ["EaselLayout", "EaselText", "EaselRaster"],
            path: "Sources/EaselPaint",
            swiftSettings: swift6
        ),

        // The SwiftUI-named API: views, modifiers, environment, state, ImageRenderer.
        .target(
            name: "Easel",
            dependencies: ["EaselLayout", "EaselText", "EaselRaster", "EaselPaint"],
            path: "Sources/Easel",
            swiftSettings: swift6
        ),

        // Snapshot testing: PNGs compared with golden files, for XCTest and Swift Testing.
        // Snapshot machinery without XCTest: strategies and comparison (Snapshotting, Diffing, images,
        // layouts, ΔE) and the run's report (page, manifest, accepting). Shared by EaselTesting, which
        // re-exports it, the swift-snapshot-testing adapter and `easel snapshots`.
        .target(name: "EaselSnapshotCore", dependencies: ["Easel", "EaselRaster"], path: "Sources/EaselSnapshotCore", swiftSettings: swift6),
        .target(name: "EaselTesting", dependencies: ["Easel", "EaselRaster", "EaselSnapshotCore"], path: "Sources/EaselTesting", swiftSettings: swift6),
        // Easel's strategies for swift-snapshot-testing: `assertSnapshot(of: view, as: .easel())`.
        .target(
            name: "EaselSnapshotTesting",
            dependencies: ["Easel", "EaselSnapshotCore", "EaselRaster", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Sources/EaselSnapshotTesting", swiftSettings: swift6),

        // The seed articles' examples as compiled scenes, shared by the tests and easel-gallery.
        .target(name: "EaselGallery", dependencies: ["Easel"], path: "Sources/EaselGallery", swiftSettings: swift6),
        // `import SwiftUI`, `import Charts`, `import WidgetKit`, `import Combine` on Linux: Easel,
        // re-exported by modules that are aliased to those names where they are used.
        .target(name: "EaselSwiftUI", dependencies: ["Easel", "EaselMacros"], path: "Sources/EaselSwiftUI", swiftSettings: swift6),
        // `#Preview` and `@Previewable` for the EaselSwiftUI module.
        .macro(
            name: "EaselMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Sources/EaselMacros",
            swiftSettings: swift6
        ),
        .target(name: "EaselCharts", dependencies: ["Easel"], path: "Sources/EaselCharts", swiftSettings: swift6),
        .target(name: "EaselWidgetKit", dependencies: ["Easel"], path: "Sources/EaselWidgetKit", swiftSettings: swift6),
        .target(name: "EaselCombine", dependencies: ["Easel"], path: "Sources/EaselCombine", swiftSettings: swift6),
        .executableTarget(name: "easel-gallery", dependencies: ["Easel", "EaselGallery"], path: "Sources/easel-gallery", swiftSettings: swift6),

        // Stage: script. SwiftUI source -> swift-syntax tree -> evaluated into Easel's view tree; no pixels.
        .target(
            name: "EaselScript",
            dependencies: [
                "Easel", "EaselPaint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            path: "Sources/EaselScript",
            swiftSettings: swift6
        ),
        // The `easel` command: arguments, files, batch, progress; no algorithms. A library, so that
        // a team can build its own command that knows its design system (docs/Extending.md).
        .target(
            name: "EaselCLI",
            dependencies: [
                "Easel", "EaselScript", "EaselText", "EaselRaster", "EaselPaint", "EaselPreview", "EaselSnapshotCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            path: "Sources/EaselCLI",
            swiftSettings: swift6
        ),
        .executableTarget(name: "easel", dependencies: ["EaselCLI"], path: "Sources/easel", swiftSettings: swift6),
        // Benchmarks (docs/Performance.md): `swift run -c release easel-bench`. In this package so
        // that it can time the stages through their package-level API.
        .executableTarget(
            name: "easel-bench",
            dependencies: ["Easel", "EaselLayout", "EaselText", "EaselPaint", "EaselRaster", "EaselScript"],
            path: "Benchmarks/Sources/easel-bench",
            swiftSettings: swift6
        ),
        // `easel preview`: a loopback web server (Hummingbird + WebSocket) that watches SwiftUI files
        // (inotify), re-renders what changed and pushes images and layout to a page; no rendering of
        // its own (docs/Preview.md).
        .target(
            name: "EaselPreview",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            path: "Sources/EaselPreview",
            swiftSettings: swift6
        ),
        // libFuzzer targets (.ci/fuzz builds them with -sanitize=fuzzer); without libFuzzer the
        // same binary replays saved inputs.
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer", publicHeadersPath: "include"),
        .executableTarget(
            name: "easel-fuzz",
            dependencies: ["Easel", "EaselScript", "EaselRaster", "CLibFuzzer"],
            path: "Sources/easel-fuzz",
            swiftSettings: swift6
        ),
        .testTarget(
            name: "EaselScriptTests",
            dependencies: [
                "Easel", "EaselScript", "EaselGallery", "EaselRaster", "EaselPaint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ], path: "Tests/EaselScriptTests", swiftSettings: swift6),
        // EaselCLI for unit tests of the command's parts (shard plans, manifests); EaselTesting for the
        // snapshot report format that `easel merge` reads.
        .testTarget(
            name: "EaselCLITests", dependencies: ["easel", "easel-fuzz", "EaselRaster", "EaselCLI", "EaselTesting", "EaselSnapshotCore"],
            path: "Tests/EaselCLITests", swiftSettings: swift6),
        // What several test targets share (finding Chromium); used by tests only.
        .target(name: "EaselTestSupport", path: "Tests/EaselTestSupport", swiftSettings: swift6),
        .testTarget(
            name: "EaselPreviewTests",
            dependencies: [
                "EaselPreview", "EaselCLI", "EaselRaster", "EaselTestSupport",
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            path: "Tests/EaselPreviewTests",
            swiftSettings: swift6
        ),
        .testTarget(name: "EaselLayoutTests", dependencies: ["EaselLayout"], path: "Tests/EaselLayoutTests", swiftSettings: swift6),
        .testTarget(name: "EaselTextTests", dependencies: ["EaselText"], path: "Tests/EaselTextTests", swiftSettings: swift6),
        .testTarget(name: "EaselRasterTests", dependencies: ["EaselRaster"], path: "Tests/EaselRasterTests", swiftSettings: swift6),
        .testTarget(name: "EaselPaintTests", dependencies: ["EaselPaint"], path: "Tests/EaselPaintTests", swiftSettings: swift6),
        .testTarget(
            name: "EaselTestingTests", dependencies: ["EaselTesting", "EaselSnapshotCore", "EaselTestSupport"], path: "Tests/EaselTestingTests",
            swiftSettings: swift6),
        .testTarget(
            name: "EaselSnapshotTestingTests",
            dependencies: ["Easel", "EaselSnapshotTesting", "EaselRaster", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/EaselSnapshotTestingTests", exclude: ["__Snapshots__"], swiftSettings: swift6),
        .testTarget(
            name: "EaselTests", dependencies: ["Easel", "EaselGallery", "EaselTesting", "EaselScript"], path: "Tests/EaselTests", swiftSettings: swift6),
        .testTarget(
            name: "EaselMacrosTests",
            dependencies: [
                "EaselMacros", "EaselSwiftUI", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ],
            path: "Tests/EaselMacrosTests", swiftSettings: swift6),
    ]
)
