import Foundation

/// What the paint stage produces: drawing commands in draw order, in points.
///
/// Build one with `Painter.displayList(for:context:options:)`, then turn it into pixels with
/// `DisplayListRenderer.render(_:size:scale:background:)` at any scale.
package struct DisplayList: Equatable {
    /// The commands, first drawn first.
    package var commands: [DrawCommand]

    /// Creates a list from commands.
    package init(_ commands: [DrawCommand] = []) {
        self.commands = commands
    }

    /// Appends one command.
    package mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Appends commands.
    package mutating func append<S: Sequence>(contentsOf other: S) where S.Element == DrawCommand {
        commands.append(contentsOf: other)
    }

    /// Number of commands.
    package var count: Int { commands.count }

    /// Whether there is nothing to draw.
    package var isEmpty: Bool { commands.isEmpty }
}
