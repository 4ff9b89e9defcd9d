import Foundation
import EaselLayout

extension Text {
    /// A transformation of a text's letters (SwiftUI's `Text.Case`), set with `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter as a capital.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}

private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// How texts in this environment change the case of their letters; `nil` leaves them as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the texts in this view in upper or lower case (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
