import Foundation

/// How containers combine their children's explicit guide values.
enum AlignmentMerging {
    static func merge(_ values: [CGFloat], _ rule: AlignmentMerge) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch rule {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }
}
