import Foundation

/// A layout failure that is the input's fault, reported instead of crashing.
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    case tooManyNodes(limit: Int)
    case invalidSize(kind: String, detail: String)

    public var description: String {
        switch self {
        case .tooManyNodes(let limit): return "layout created more than \(limit) nodes"
        case .invalidSize(let kind, let detail):
            return "\(kind) chose an invalid size: \(detail) (a size must be a finite, non-negative number of points)"
        }
    }
}
