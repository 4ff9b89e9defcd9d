import Foundation

/// A limit on the memory one render may allocate: the canvas, offscreen layers and blur planes.
///
/// Sizes that come from user input (a shadow radius of 20000, a canvas of 1e20 points) are
/// checked against the budget before anything is allocated, so an absurd value gives an error
/// naming what was too big instead of a process killed for lack of memory.
package struct MemoryBudget: Equatable, Sendable {
    /// Most bytes one allocation (and all of one render's allocations together) may take.
    package var bytes: Int

    /// A budget of `bytes`.
    package init(bytes: Int) { self.bytes = max(0, bytes) }

    /// Half of the machine's physical memory, at most 16 GiB: room for two renders in parallel.
    package static let machineDefault = MemoryBudget(bytes: Int(min(ProcessInfo.processInfo.physicalMemory / 2, 16 << 30)))

    /// No limit.
    package static let unlimited = MemoryBudget(bytes: .max)

    /// The bytes of `count` items of `size` bytes each, or nil when the product overflows.
    package static func bytes(_ counts: Int..., size: Int) -> Int? {
        var total = size
        for c in counts {
            guard c >= 0 else { return nil }
            let (p, overflow) = total.multipliedReportingOverflow(by: c)
            if overflow { return nil }
            total = p
        }
        return total
    }
}

/// An allocation a render needed that its memory budget did not allow.
package struct MemoryBudgetExceeded: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the memory was for ("a 62000 x 62000 px shadow blur plane").
    package var what: String
    /// The bytes asked for (nil: more than `Int` can count).
    package var requested: Int?
    /// The budget in force.
    package var budget: Int

    package init(what: String, requested: Int?, budget: Int) {
        self.what = what; self.requested = requested; self.budget = budget
    }

    package var description: String {
        let asked = requested.map(MemoryBudgetExceeded.format) ?? "more memory than can be counted"
        return "\(what) needs \(asked), over the memory budget of \(MemoryBudgetExceeded.format(budget)) (--max-memory)"
    }

    /// Bytes in binary units with one decimal ("57.2 GiB").
    package static func format(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var v = Double(bytes), i = 0
        while v >= 1024 && i < units.count - 1 { v /= 1024; i += 1 }
        return i == 0 ? "\(bytes) bytes" : "\(String(format: "%.1f", v)) \(units[i])"
    }
}
