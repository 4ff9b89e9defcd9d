import Foundation

/// A node's children, in drawing order: a layout node's (`LayoutNode.children`) or a placed
/// node's (`PlacedNode.children`). Read like an array (a random-access collection indexed from
/// zero), but one child is kept without an array: most nodes have one child or none (a
/// modifier's node, a leaf), and a one-element array is an allocation (a grid cell's `frame`
/// node and its placed node each made one). One word, like an array: none, the child, or the
/// array of two or more.
package struct ChildList<Element: AnyObject>: RandomAccessCollection, ExpressibleByArrayLiteral {
    @usableFromInline enum Storage {
        case none
        case one(Element)
        /// Two or more.
        case many([Element])
    }

    @usableFromInline var storage: Storage

    /// No children.
    @inlinable package init() { storage = .none }

    /// One child.
    @inlinable package init(_ child: Element) { storage = .one(child) }

    /// The children of `elements`.
    @inlinable package init(_ elements: [Element]) {
        switch elements.count {
        case 0: storage = .none
        case 1: storage = .one(elements[0])
        default: storage = .many(elements)
        }
    }

    package init(arrayLiteral elements: Element...) { self.init(elements) }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    @inlinable package var count: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let a): return a.count
        }
    }

    @inlinable package var isEmpty: Bool {
        switch storage {
        case .none: return true
        case .one: return false
        case .many(let a): return a.isEmpty
        }
    }

    @inlinable package var first: Element? {
        switch storage {
        case .none: return nil
        case .one(let e): return e
        case .many(let a): return a.first
        }
    }

    @inlinable package subscript(i: Int) -> Element {
        switch storage {
        case .none: preconditionFailure("Index out of range")
        case .one(let e):
            precondition(i == 0, "Index out of range")
            return e
        case .many(let a): return a[i]
        }
    }

    /// Calls `body` with the children in contiguous memory (the array's, or the one child's), for
    /// loops that read them by index without a switch at every read.
    @inlinable package func withUnsafeElements<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        switch storage {
        case .none: return try body(UnsafeBufferPointer(start: nil, count: 0))
        case .one(let e): return try withUnsafePointer(to: e) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
        case .many(let a): return try a.withUnsafeBufferPointer(body)
        }
    }

    /// Calls `body` with the children as unretained references in contiguous memory: a loop
    /// that reads them by index then neither switches nor retains and releases each child (this
    /// list, alive for the call, holds them).
    @inlinable package func withUnretainedElements<R>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) throws -> R) rethrows -> R {
        try withUnsafeElements { elements in try elements.withMemoryRebound(to: Unmanaged<Element>.self) { try body($0) } }
    }

    /// The children as an array (made for one child).
    package var array: [Element] {
        switch storage {
        case .none: return []
        case .one(let e): return [e]
        case .many(let a): return a
        }
    }

    @inlinable package func makeIterator() -> Iterator {
        switch storage {
        case .none: return Iterator(one: nil, rest: [Element]().makeIterator())
        case .one(let e): return Iterator(one: e, rest: [Element]().makeIterator())
        case .many(let a): return Iterator(one: nil, rest: a.makeIterator())
        }
    }

    /// Iterates the single child, or the array.
    package struct Iterator: IteratorProtocol {
        @usableFromInline var one: Element?
        @usableFromInline var rest: IndexingIterator<[Element]>

        @inlinable init(one: Element?, rest: IndexingIterator<[Element]>) {
            self.one = one
            self.rest = rest
        }

        @inlinable package mutating func next() -> Element? {
            if let child = one {
                one = nil
                return child
            }
            return rest.next()
        }
    }
}
