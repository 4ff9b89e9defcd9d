import Foundation

/// The interface through which layout measures text. The text stage (FreeType) implements it;
/// layout tests can use a simple fake.
///
/// Rules every implementation keeps (today's SwiftUI):
/// - `proposal.width == nil` (or infinite): the ideal size, one line per paragraph (no wrapping).
/// - a finite width: wrap at word boundaries (a word wider than the line breaks between characters);
///   the chosen width is the longest line, which may be less than proposed.
/// - lines are limited by `style.lineLimit` and by a finite `proposal.height`
///   (as many whole lines as fit, at least one); the last kept line is truncated with "…"
///   according to `style.truncationMode` when text remains.
/// - `style.lineSpacing` is added between consecutive lines (not above the first or below the last).
/// - results depend only on the arguments (deterministic), so callers may cache them.
package protocol TextMeasuring: AnyObject {
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement
    /// Measures a text of runs as one paragraph: the same rules, with each run in its own font and
    /// tracking (`style.font` and `style.tracking` are not used); a line is as tall as its tallest run.
    func measure(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement
}

extension TextMeasuring {
    /// Measurers that know no fonts measure the runs' characters as one plain string.
    package func measure(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        measure(runs.map(\.string).joined(), style: style, proposal: proposal)
    }
}
