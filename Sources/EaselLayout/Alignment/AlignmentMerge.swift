import Foundation

/// How a container combines the explicit values its children give for one guide.
package enum AlignmentMerge: Sendable {
    /// Explicit values of children do not leave the container (the edges and centres).
    case none
    /// The container's value is the average of its children's explicit values (custom guides).
    case average
    /// The smallest value (first text baseline: the topmost).
    case minimum
    /// The largest value (last text baseline: the bottommost).
    case maximum
}
