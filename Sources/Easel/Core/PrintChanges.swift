import Foundation

extension View {
    /// SwiftUI's debugging aid (`let _ = Self._printChanges()` in a body), which prints why the
    /// body ran: a still image's body runs once, for the picture, and nothing is printed (so that
    /// `easel layout`'s output stays JSON). Scripts do the same.
    public static func _printChanges() {}

    /// As `_printChanges()`, for the log (iOS 17): nothing is logged.
    public static func _logChanges() {}
}
