import Foundation

/// How a `Form` lays out its rows (SwiftUI's `FormStyle`). On iOS every style draws the grouped
/// form: `.automatic` is `.grouped`, and `.columns` (a Mac's label column) is drawn grouped too
/// (docs/Differences.md).
public protocol FormStyle {}

/// Rows in grouped sections, as iOS draws forms.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// Labels in a trailing-aligned column beside their controls, on a Mac; grouped on iOS.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

/// The platform's form style: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A Mac's column of labels (grouped on iOS).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension View {
    /// The style of the forms in this view; every style draws the grouped form on iOS.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
