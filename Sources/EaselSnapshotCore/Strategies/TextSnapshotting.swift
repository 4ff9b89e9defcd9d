import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8 and compared line by line: any difference fails, and the failure
    /// shows the changed lines (`diff -u` style, also attached as `difference.txt`).
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw SnapshotError("not UTF-8 text") }
                return text
            },
            diff: { expected, actual in
                if expected == actual { return .identical }
                let d = LineDifference(expected: expected, actual: actual)
                let unified = d.unified()
                let first = d.firstDifferenceLine.map { ", the first at line \($0)" } ?? ""
                let summary = "\(d.removedCount) lines removed and \(d.addedCount) added\(first):\n" + unified
                return .mismatch(
                    summary,
                    measurements: [
                        .init("lines removed", "\(d.removedCount)"),
                        .init("lines added", "\(d.addedCount)"),
                        .init("first difference", d.firstDifferenceLine.map { "line \($0)" } ?? "—"),
                    ],
                    attachments: [.init(fileName: "difference.txt", data: Data(unified.utf8))])
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string as a text file (`.txt`), compared line by line (`Diffing.lines`). The base of
    /// text strategies of your own: `Snapshotting.lines.pullback { (r: Receipt) in r.text }`.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}
