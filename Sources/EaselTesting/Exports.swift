// The strategies, comparison and run report live in EaselSnapshotCore (shared with the
// swift-snapshot-testing adapter); EaselTesting's users get them with `import EaselTesting`.
@_exported import EaselSnapshotCore
