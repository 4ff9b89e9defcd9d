import Foundation

/// `<`, `>`, `<=`, `>=` between two of Easel's values of one Comparable type
/// (`dynamicTypeSize >= .accessibility1`, `.xSmall ... .large`).
enum NativeComparison {
    static func compare(_ op: String, _ l: Value, _ r: Value) -> Value? {
        guard ["<", ">", "<=", ">="].contains(op), case .native(let a) = l, case .native(let b) = r,
            let a = a as? any Comparable
        else { return nil }
        guard let less = isLess(a, b), let greater = isLess(b, a) else { return nil }
        switch op {
        case "<": return .bool(less)
        case ">": return .bool(greater)
        case "<=": return .bool(!greater)
        default: return .bool(!less)
        }
    }

    /// Whether `a < b`, when `b` has `a`'s type (nil otherwise).
    private static func isLess<T: Comparable>(_ a: T, _ b: Any) -> Bool? {
        guard let b = b as? T else { return nil }
        return a < b
    }

    private static func isLess(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Comparable else { return nil }
        return isLess(a, b)
    }
}
