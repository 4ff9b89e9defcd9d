import Foundation
import Testing

extension TestIdentity {
    /// The running Swift Testing test case, or nil outside Swift Testing.
    ///
    /// The suite is the test's enclosing types (`Test.current.id.nameComponents` without the
    /// function), the file name for a free test function. For a parameterized test
    /// (`@Test(arguments:)`) the arguments are part of the identity.
    ///
    /// What Swift Testing 6.3 exposes: `Test.current` (name, `id.nameComponents`, source
    /// location) and `Test.Case.current`, whose only public property is `isParameterized`; the
    /// arguments are SPI (`@_spi(ForToolsIntegrationOnly)`, not in the toolchain's public
    /// interface). They are read from the test case by reflection (`Mirror`); each value is
    /// described with `String(describingForTest:)`, so `CustomTestStringConvertible` chooses
    /// the text, and the case key also includes Swift Testing's own argument identity bytes.
    /// When a parameterized case's arguments cannot be read, `argumentsUnavailable` is set and
    /// the snapshot fails asking for a name rather than letting the cases overwrite each other.
    static func swiftTesting(filePath: String, test testName: String) -> (identity: TestIdentity, argumentsUnavailable: Bool)? {
        guard let test = Test.current else { return nil }
        let id = test.id
        let types = id.nameComponents.dropLast()
        let suite = types.isEmpty ? GoldenLocator.suiteName(forFile: filePath) : GoldenLocator.safeComponent(types.joined(separator: "."))
        let baseKey = "swift-testing:\(id.moduleName).\(id.nameComponents.joined(separator: "."))"
        guard let testCase = Test.Case.current, testCase.isParameterized else {
            return (TestIdentity(suite: suite, test: testName, caseKey: baseKey), false)
        }
        guard let arguments = CaseArguments(testCase), !arguments.values.isEmpty else {
            return (TestIdentity(suite: suite, test: testName, caseKey: baseKey + "(?)"), true)
        }
        return (
            TestIdentity(
                suite: suite, test: testName, arguments: arguments.description,
                caseKey: baseKey + "(\(arguments.key))"), false
        )
    }
}

/// The arguments of a parameterized Swift Testing case, read by reflection.
struct CaseArguments {
    /// Each argument: its parameter's label and the value described for tests.
    var values: [(label: String?, value: String)] = []
    /// Swift Testing's identity of the arguments (their encoded bytes), hex.
    var key = ""

    init?(_ testCase: Test.Case) {
        // Test.Case { _kind: .parameterized(arguments: [Argument], discriminator, isStable) }
        // Argument { value: any Sendable, id: { bytes: [UInt8] }, parameter: { firstName, ... } }
        guard let kind = Mirror(reflecting: testCase).descendant("_kind"),
            let payload = Mirror(reflecting: kind).children.first?.value,
            let list = Mirror(reflecting: payload).descendant("arguments")
        else { return nil }
        var keys: [String] = []
        for argument in Mirror(reflecting: list).children.map(\.value) {
            let m = Mirror(reflecting: argument)
            guard let value = m.descendant("value") else { return nil }
            let label = m.descendant("parameter", "firstName") as? String
            values.append((label, String(describingForTest: value)))
            if let bytes = m.descendant("id", "bytes") as? [UInt8] {
                keys.append(bytes.map { String(format: "%02x", $0) }.joined())
            } else {
                keys.append(String(reflecting: value))
            }
        }
        key = keys.joined(separator: ",")
    }

    /// `label=value` pairs joined with `,` (`count=3,title=Hi`); unlabelled values alone.
    var description: String {
        values.map { ($0.label.map { "\($0)=" } ?? "") + $0.value }.joined(separator: ",")
    }
}
