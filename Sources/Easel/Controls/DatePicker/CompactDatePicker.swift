import Foundation
import EaselLayout

/// iOS's compact date picker at rest: the label leading, then the date and the time, each in a
/// `tertiarySystemFill` pill, trailing; the pills alone when labels are hidden.
nonisolated struct CompactDatePicker: View {
    let label: AnyView
    let date: Date
    let components: DatePickerComponents

    var body: some View {
        WithEnvironment { env in
            let text = DateText(timeZone: env.timeZone, locale: env.locale)
            if env.labelsHidden {
                pills(text)
            } else {
                HStack {
                    label
                    Spacer(minLength: 8)
                    pills(text)
                }
            }
        }
    }

    /// The pills at their ideal width: like UIKit's control, they are never squeezed (a narrow
    /// place truncates the label, not the date).
    func pills(_ text: DateText) -> some View {
        HStack(spacing: SystemMetrics.datePickerPillSpacing) {
            if components.contains(.date) { DatePickerPill(text: text.day(date)) }
            if components.contains(.hourAndMinute) { DatePickerPill(text: text.time(date)) }
        }
        .fixedSize()
    }
}

/// One value of a compact date picker: its text on a rounded `tertiarySystemFill` pill.
nonisolated struct DatePickerPill: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, SystemMetrics.datePickerPillPadding)
            .frame(height: SystemMetrics.datePickerPillHeight)
            .background(RoundedRectangle(cornerRadius: SystemMetrics.datePickerPillRadius).fill(SystemColors.tertiarySystemFill))
    }
}
