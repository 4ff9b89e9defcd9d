import Foundation
import ArgumentParser

/// `--shard i/n`: the part of a batch one process renders, when a batch is split over `n`
/// processes (a CI matrix, a Kubernetes Indexed Job).
///
/// The index counts **from 0**: the shards of a batch split four ways are `0/4`, `1/4`, `2/4` and
/// `3/4`, as Kubernetes numbers an Indexed Job's pods (`JOB_COMPLETION_INDEX`). Which files
/// each shard renders is decided by `ShardPlan` (docs/Sharding.md).
struct Shard: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which part, from 0 to `count - 1`.
    let index: Int
    /// How many parts the batch is split into, from 1 to `maximumCount`.
    let count: Int

    /// The most parts a batch can be split into (a sanity bound, far above any CI matrix).
    static let maximumCount = 100_000

    /// The whole batch as one shard: what a manifest says when `--shard` is not given.
    static let whole = Shard(uncheckedIndex: 0, count: 1)

    /// A shard known to be valid (`0 <= index < count`).
    init(uncheckedIndex index: Int, count: Int) {
        precondition(count >= 1 && index >= 0 && index < count, "shard \(index)/\(count)")
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, with `0 <= i < n <= maximumCount`; every other text is a `ValidationError`
    /// that says what was expected.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let example = "i/n, the index from 0, e.g. 0/4 … 3/4 for four shards"
        guard parts.count == 2 else { throw ValidationError("expected \(example)") }
        func number(_ part: Substring, _ what: String) throws -> Int {
            let digits = part.trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw ValidationError("the \(what) '\(part)' is not a whole number; expected \(example)")
            }
            // Longer than the bound's digits (or overflowing Int) is simply too large.
            guard digits.count <= 9, let value = Int(digits) else {
                throw ValidationError("the \(what) \(digits) is too large; a batch splits into at most \(Self.maximumCount) shards")
            }
            return value
        }
        let index = try number(parts[0], "index")
        let count = try number(parts[1], "shard count")
        guard count >= 1 else { throw ValidationError("the shard count must be at least 1 (0/1 is the whole batch)") }
        guard count <= Self.maximumCount else {
            throw ValidationError("the shard count \(count) is too large; a batch splits into at most \(Self.maximumCount) shards")
        }
        guard index < count else {
            throw ValidationError("shard indexes count from 0, so the shards of \(count) are 0/\(count) … \(count - 1)/\(count)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// `i/n`.
    var description: String { "\(index)/\(count)" }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// Reads `{"index": i, "count": n}`, refusing what `init(parsing:)` would refuse.
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let index = try c.decode(Int.self, forKey: .index)
        let count = try c.decode(Int.self, forKey: .count)
        guard count >= 1, count <= Self.maximumCount, index >= 0, index < count else {
            throw DecodingError.dataCorruptedError(
                forKey: .index, in: c,
                debugDescription: "\(index)/\(count) is not a shard (0 <= index < count <= \(Self.maximumCount))")
        }
        self.init(uncheckedIndex: index, count: count)
    }
}
