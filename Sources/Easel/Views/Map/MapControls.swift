import Foundation

nonisolated extension View {
    /// The controls a map shows over itself (its user location button, compass and scale); the
    /// placeholder map shows none.
    public func mapControls<Controls: View>(@ViewBuilder _ content: () -> Controls) -> some View { self }
}
