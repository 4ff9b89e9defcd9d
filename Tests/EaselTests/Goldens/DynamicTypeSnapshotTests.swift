// A screen at three Dynamic Type sizes against golden PNGs (@2x, on an iPhone 15): text styles
// grow, a @ScaledMetric avatar grows with them, rows stack at accessibility sizes, and the bars
// keep their size (the large title stops at xxxLarge). fixtures/scenes/dynamic-type.swift is its
// script twin.
import XCTest
import Easel
import EaselTesting
import EaselScript

final class DynamicTypeSnapshotTests: XCTestCase {
    func testContactsAtThreeSizes() {
        assertSnapshot(of: DynamicTypeScene.ContactsView(), named: "contacts-xsmall", scale: 1, device: .iPhone15, dynamicTypeSize: .xSmall)
        assertSnapshot(of: DynamicTypeScene.ContactsView(), named: "contacts-large", scale: 1, device: .iPhone15)
        assertSnapshot(
            of: DynamicTypeScene.ContactsView(), named: "contacts-accessibility3", scale: 1, device: .iPhone15,
            dynamicTypeSize: .accessibility3)
        assertSnapshot(
            of: DynamicTypeScene.ContactsView(), named: "contacts-accessibility3-dark", scale: 1, colorScheme: .dark,
            device: .iPhone15, dynamicTypeSize: .accessibility3)
    }
}

/// The compiled twin of fixtures/scenes/dynamic-type.swift.
enum DynamicTypeScene {
    struct ContactRow: View {
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @ScaledMetric private var avatarSize = 40.0
        let name: String
        let detail: String
        let initials: String
        let color: Color

        var body: some View {
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 8) {
                    avatar
                    text
                }
            } else {
                HStack(spacing: 12) {
                    avatar
                    text
                }
            }
        }

        private var avatar: some View {
            Circle()
                .fill(color)
                .frame(width: avatarSize, height: avatarSize)
                .overlay(Text(initials).font(.headline).foregroundStyle(.white))
        }

        private var text: some View {
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.body)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }

    struct ContactsView: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Favourites") {
                        ContactRow(name: "Ada Lovelace", detail: "Analytical Engine", initials: "AL", color: .purple)
                        ContactRow(name: "Grace Hopper", detail: "COBOL", initials: "GH", color: .blue)
                    }
                    Section {
                        Label("Text Size", systemImage: "textformat.size")
                        Toggle("Bold Text", isOn: .constant(false))
                    } footer: {
                        Text("Rows grow with the text size.")
                    }
                }
                .navigationTitle("Contacts")
            }
        }
    }
}

/// fixtures/scenes/dynamic-type.swift read from source lays out as its compiled twin at each size.
final class DynamicTypeFixtureTests: XCTestCase {
    func testTheScriptMatchesTheCompiledScreen() throws {
        let url = repositoryRoot.appendingPathComponent("fixtures/scenes/dynamic-type.swift")
        let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: "dynamic-type.swift")
        for size in [DynamicTypeSize.xSmall, .large, .accessibility3] {
            let fromSource = ImageRenderer(content: try script.renders()[0].view)
            let compiled = ImageRenderer(content: DynamicTypeScene.ContactsView())
            fromSource.device = .iPhone15
            fromSource.dynamicTypeSize = size
            compiled.device = .iPhone15
            compiled.dynamicTypeSize = size
            let a = String(decoding: try script.checked { try fromSource.layout() }.jsonData(), as: UTF8.self)
            XCTAssertEqual(a, String(decoding: try compiled.layout().jsonData(), as: UTF8.self), "\(size)")
        }
    }
}
