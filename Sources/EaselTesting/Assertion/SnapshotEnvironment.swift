import Foundation

/// The environment variables the snapshot front doors read (`EASEL_RECORD`, `EASEL_GOLDEN_DIR`,
/// `EASEL_ARTIFACTS`, `EASEL_RUN_ID`): the process's, unless a task overrides them (for tests of
/// the snapshot machinery itself, which run in parallel).
enum SnapshotEnvironment {
    /// Variables that replace the process's for the current task and its children.
    @TaskLocal static var override: [String: String]?

    /// The variables in effect.
    static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}
