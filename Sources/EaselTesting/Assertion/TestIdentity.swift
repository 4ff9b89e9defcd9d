import Foundation

/// The test a snapshot belongs to, as far as naming its golden is concerned.
///
/// - `suite` is the folder of the goldens: the test class (XCTest) or suite type (Swift Testing,
///   nested types joined with `.`); the test file's name when the test has no type (a free
///   Swift Testing function, or the bare `verifySnapshot`).
/// - `test` is the test function's name as `#function` gives it (`testCard()`).
/// - `arguments` describes the arguments of a parameterized Swift Testing test case
///   (`count=3,label=dark`); nil otherwise.
/// - `caseKey` identifies one test case of one test in the process: unnamed snapshots are
///   numbered per case key, and a golden used by two different case keys is a collision.
public struct TestIdentity: Hashable, Sendable {
    /// The golden folder: the class or suite type, else the test file's name.
    public var suite: String
    /// The test function's name (`#function`).
    public var test: String
    /// The arguments of a parameterized test case, described for a file name; nil when the test
    /// is not parameterized.
    public var arguments: String?
    /// What distinguishes this test case from every other in the process.
    public var caseKey: String

    /// An identity with all its parts.
    public init(suite: String, test: String, arguments: String? = nil, caseKey: String? = nil) {
        self.suite = suite
        self.test = test
        self.arguments = arguments
        self.caseKey = caseKey ?? "\(suite)/\(test)" + (arguments.map { "(\($0))" } ?? "")
    }

    /// The identity of a test known only by its file and function: the suite is the file's name.
    public static func file(_ filePath: String, test: String) -> TestIdentity {
        TestIdentity(
            suite: GoldenLocator.suiteName(forFile: filePath), test: test,
            caseKey: "\(filePrefix)\(filePath)/\(test)")
    }

    /// A type's name for a golden folder: `Module.Outer.Inner` → `Outer.Inner` (generic
    /// arguments and the module are dropped).
    static func typeName(_ type: Any.Type) -> String {
        var full = String(reflecting: type)
        if let angle = full.firstIndex(of: "<") { full = String(full[..<angle]) }
        let parts = full.split(separator: ".").filter { !$0.hasPrefix("(") }
        return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : full
    }
}
