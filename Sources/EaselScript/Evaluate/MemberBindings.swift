import Foundation
import SwiftSyntax

extension Evaluator {
    /// `$order.quantity`: a binding to a stored property of the value another binding reaches, as
    /// SwiftUI's `Binding` dynamic member lookup gives. Setting it writes the property and, for a
    /// struct, stores the changed copy back through the outer binding.
    func memberBinding(_ b: BindingBox, _ name: String, node: Syntax) -> Value? {
        if case .tuple(let items, let labels) = b.get() { return tupleElementBinding(b, name, count: items.count, labels: labels) }
        guard case .instance(let i) = b.get(), i.decl.stored[name] != nil else { return nil }
        return .binding(
            BindingBox(
                get: { [unowned self] in
                    guard case .instance(let current) = b.get() else { return .null }
                    return (try? self.instanceMember(current, name, node: node)) ?? .null
                },
                set: { [unowned self] v in
                    guard case .instance(let current) = b.get() else { return }
                    if current.decl.kind == .classType {
                        try? self.setInstanceMember(current, name, v, node: node)
                    } else {
                        let copy = current.copy()
                        try? self.setInstanceMember(copy, name, v, node: node)
                        b.set(.instance(copy))
                    }
                }))
    }

    /// `$offsets.1`, `$range.lower` for a state holding a tuple: a binding to one element, whose
    /// setter writes the tuple back with that element changed.
    private func tupleElementBinding(_ b: BindingBox, _ name: String, count: Int, labels: [String?]) -> Value? {
        guard let k = Int(name).flatMap({ $0 < count ? $0 : nil }) ?? labels.firstIndex(of: name) else { return nil }
        return .binding(
            BindingBox(
                get: {
                    guard case .tuple(let items, _) = b.get(), items.indices.contains(k) else { return .null }
                    return items[k]
                },
                set: { v in
                    guard case .tuple(var items, let labels) = b.get(), items.indices.contains(k) else { return }
                    items[k] = v
                    b.set(.tuple(items, labels: labels))
                }))
    }
}
