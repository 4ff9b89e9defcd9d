import Foundation
import EaselLayout

private enum LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether controls leave out their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Controls in this view without their labels: a toggle's switch, a picker's value, a date
    /// picker's pills alone (the label stays for accessibility in SwiftUI, and takes no space).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
