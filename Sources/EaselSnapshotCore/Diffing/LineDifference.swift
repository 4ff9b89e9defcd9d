/// A line-by-line difference of two texts, printed like `diff -u`: hunks of changed lines with
/// up to three lines of context, `-` for lines only in the expected text and `+` for lines only
/// in the actual one.
///
/// The common beginning and end are set aside first; the lines between are matched by longest
/// common subsequence. When that middle part is too large to match cheaply (more than 4 million
/// line pairs) it is shown as all removed, then all added.
struct LineDifference {
    /// One line of the difference.
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    /// Every line of both texts, in order.
    let lines: [Line]

    /// Lines removed and added.
    var removedCount: Int { lines.filter { if case .removed = $0 { return true } else { return false } }.count }
    var addedCount: Int { lines.filter { if case .added = $0 { return true } else { return false } }.count }

    /// The 1-based line of the expected text where the first difference is.
    var firstDifferenceLine: Int? {
        var line = 1
        for l in lines {
            switch l {
            case .same: line += 1
            case .removed, .added: return line
            }
        }
        return nil
    }

    init(expected: String, actual: String) {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let ma = Array(a[prefix..<(a.count - suffix)]), mb = Array(b[prefix..<(b.count - suffix)])
        var out = a[..<prefix].map(Line.same)
        out += LineDifference.middle(ma, mb)
        out += a[(a.count - suffix)...].map(Line.same)
        lines = out
    }

    /// The lines between the common beginning and end, matched by longest common subsequence.
    static func middle(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count, m = b.count
        if n == 0 || m == 0 || n * m > 4_000_000 { return a.map(Line.removed) + b.map(Line.added) }
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] =
                    a[i] == b[j]
                    ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i] == b[j] {
                out.append(.same(a[i])); i += 1; j += 1
            } else if lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] {
                out.append(.removed(a[i])); i += 1
            } else {
                out.append(.added(b[j])); j += 1
            }
        }
        out += a[i...].map(Line.removed)
        out += b[j...].map(Line.added)
        return out
    }

    /// The hunks, `diff -u` style, with `context` unchanged lines around each change.
    func unified(expectedName: String = "expected", actualName: String = "actual", context: Int = 3) -> String {
        var text = "--- \(expectedName)\n+++ \(actualName)\n"
        let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return text }
        // Group changes whose context overlaps.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        for group in groups {
            // Line numbers of the hunk's start in each text.
            var oldLine = 1, newLine = 1
            for l in lines[..<group.lowerBound] {
                switch l {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for l in lines[group] {
                switch l {
                case .same(let s): body += " \(s)\n"; oldCount += 1; newCount += 1
                case .removed(let s): body += "-\(s)\n"; oldCount += 1
                case .added(let s): body += "+\(s)\n"; newCount += 1
                }
            }
            text += "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
        }
        return text
    }
}
