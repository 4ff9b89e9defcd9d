import Foundation
import EaselLayout

/// A multi-line text editor (SwiftUI's `TextEditor`), at rest: its text in the body font, wrapped,
/// from the top leading corner of all the space it is offered, inset 8 above and below and 5 at
/// the sides as UIKit's text view is (estimates).
nonisolated public struct TextEditor: View {
    let text: String

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public var body: some View {
        Text(verbatim: text)
            .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .drawnByUIKit()  // a UITextView on iOS
    }
}
