import XCTest
import SwiftSyntaxMacrosTestSupport
import EaselSwiftUI
@testable import EaselMacros

// `@Entry` used as an app uses it: these compile against Easel's SwiftUI module, and the test
// below reads them through `@Environment` and a container's subviews.
extension EnvironmentValues {
    @Entry var cardTint: Color = .orange
    @Entry var cardTitle = "Untitled"
}

extension ContainerValues {
    @Entry var isFeatured: Bool = false
    @Entry var badge: String?
}

private struct Card: View {
    @Environment(\.cardTint) private var tint
    @Environment(\.cardTitle) private var title
    var body: some View { Text(title).padding(6).background(tint) }
}

private struct Featured<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.border(subview.containerValues.isFeatured ? Color.red : Color.clear)
                if let badge = subview.containerValues.badge { Text(badge) }
            }
        }
    }
}

final class EntryMacroTests: XCTestCase {
    func testAnEnvironmentEntryExpandsToAKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: EnvironmentKey {
                        static var defaultValue: Color {
                            .orange
                        }
                    }
                }
                """,
            macros: ["Entry": EntryMacro.self])
    }

    func testAContainerEntryWithoutAValueIsNil() {
        assertMacroExpansion(
            """
            extension ContainerValues {
                @Entry var badge: String?
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var badge: String? {
                        get {
                            self[__Key_badge.self]
                        }
                        set {
                            self[__Key_badge.self] = newValue
                        }
                    }

                    private struct __Key_badge: ContainerValueKey {
                        static var defaultValue: String? {
                            nil
                        }
                    }
                }
                """,
            macros: ["Entry": EntryMacro.self])
    }

    func testAnEntryOutsideTheValueTypesIsAnError() {
        assertMacroExpansion(
            """
            struct Settings {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
                struct Settings {
                    var accent: Color = .orange
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry declares a value of EnvironmentValues or ContainerValues, in an extension of one of them", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry declares a value of EnvironmentValues or ContainerValues, in an extension of one of them", line: 2, column: 5),
            ],
            macros: ["Entry": EntryMacro.self])
    }

    func testEntriesReadAsDeclaredAndAsSet() throws {
        let entries = try pixels(
            Featured {
                Card()
                Card().environment(\.cardTint, .mint).environment(\.cardTitle, "Set").containerValue(\.isFeatured, true)
                Card().containerValue(\.badge, "New")
            })
        let written = try pixels(
            VStack(spacing: 0) {
                Text("Untitled").padding(6).background(Color.orange).border(Color.clear)
                Text("Set").padding(6).background(Color.mint).border(Color.red)
                Text("Untitled").padding(6).background(Color.orange).border(Color.clear)
                Text("New")
            })
        XCTAssertEqual(entries, written)
    }

    private func pixels<V: View>(_ view: V) throws -> Data {
        let r = ImageRenderer(content: view)
        r.scale = 2
        return try r.pngData()
    }
}
