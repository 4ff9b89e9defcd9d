// swift-tools-version: 6.0
// Benchmarks for Easel (docs/Performance.md). A separate package so that the root package's
// `swift test` never builds it. Run from the repository root:
//   swift run -c release --package-path Benchmarks easel-bench [--runs N] [--layout-runs N] [--json]
import PackageDescription

let package = Package(
    name: "EaselBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Easel", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "easel-bench",
            dependencies: [.product(name: "Easel", package: "Easel")],
            path: "Sources/easel-bench",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
