import XCTest
import SwiftSyntaxMacrosTestSupport
import EaselSwiftUI
@testable import EaselMacros

/// A file with `#Preview` compiles against Easel's SwiftUI module (this one does, importing it by its own name): the body
/// becomes a type-checked `makeBody()`, and `@Previewable` is dropped.
#Preview("Card", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    Text("\(count) cards").padding()
}

#Preview {
    Text("Untitled")
}

final class PreviewMacroTests: XCTestCase {
    func testThePreviewsBodyBecomesATypeCheckedFunction() {
        assertMacroExpansion(
            """
            #Preview("Card", traits: .sizeThatFitsLayout) {
                @Previewable @State var count = 2
                Text("\\(count)")
            }
            """,
            expandedSource: """
                @MainActor enum __macro_local_7PreviewfMu_ {
                    @ViewBuilder static func makeBody() -> some View {
                        @State var count = 2
                        Text("\\(count)")
                    }
                }
                """,
            macros: ["Preview": PreviewMacro.self])
    }

    func testAPreviewWithoutABodyExpandsToNothing() {
        assertMacroExpansion("#Preview(\"Empty\")", expandedSource: "", macros: ["Preview": PreviewMacro.self])
    }
}
