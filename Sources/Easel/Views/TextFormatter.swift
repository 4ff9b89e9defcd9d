import Foundation

extension Text {
    /// A value shown through a Foundation formatter (`Text(date, formatter: dateFormatter)`);
    /// empty when the formatter cannot show it, as SwiftUI's.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject as Any) ?? "")
    }
}

extension Text {
    /// A date shown through a Foundation formatter (`Text(date, formatter: dateFormatter)`): on
    /// Apple's platforms `Date` is `ReferenceConvertible`, on Linux it is not.
    @_disfavoredOverload
    public init(_ subject: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject as Any) ?? "")
    }

    /// An object shown through a Foundation formatter (`Text(NSNumber(value: 3), formatter: f)`).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
