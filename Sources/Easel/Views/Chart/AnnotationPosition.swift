import Foundation

/// Where an annotation, a legend or an axis label sits relative to what it belongs to (Swift Charts'
/// `AnnotationPosition`).
public struct AnnotationPosition: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    package let kind: Kind

    /// The chart's choice: above a bar or point, below the plot for a legend.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// On the mark itself, centred.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
