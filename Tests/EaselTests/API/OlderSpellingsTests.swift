// SwiftUI spellings real files still use, which did not compile against Easel: views given as
// values (`Section(header: Text(…))`), deprecated callbacks and links, dates through formatters
// (Linux's `Date` is not `ReferenceConvertible`), `Path.forEach`, the offsets `onDelete` and
// `onMove` hand over, content-shape kinds and modifier transitions.
import XCTest
import Foundation
import Easel

private struct Identity: ViewModifier {
    func body(content: Content) -> some View { content }
}

final class OlderSpellingsTests: XCTestCase {
    private func json<V: View>(_ v: V) throws -> String {
        String(data: try ImageRenderer(content: v).layout().jsonData(), encoding: .utf8)!
    }

    func testSectionsWithViewsAsHeaderAndFooter() throws {
        let values = List {
            Section(header: Text("Fruit"), footer: Text("Fresh")) { Text("Apple") }
            Section(header: Text("Nuts")) { Text("Pecan") }
            Section(footer: Text("End")) { Text("Fig") }
        }
        let closures = List {
            Section {
                Text("Apple")
            } header: {
                Text("Fruit")
            } footer: {
                Text("Fresh")
            }
            Section {
                Text("Pecan")
            } header: {
                Text("Nuts")
            }
            Section {
                Text("Fig")
            } footer: {
                Text("End")
            }
        }
        XCTAssertEqual(try json(values.frame(width: 390, height: 500)), try json(closures.frame(width: 390, height: 500)))
        XCTAssertTrue(try json(values.frame(width: 390, height: 500)).contains("Pecan"))
    }

    func testDeprecatedCallbacksAndLinksDrawAsTheCurrentOnes() throws {
        XCTAssertEqual(try json(SecureField("Password", text: .constant(""), onCommit: {})), try json(SecureField("Password", text: .constant(""))))
        let older = NavigationStack {
            List {
                NavigationLink(destination: Text("Detail"), isActive: .constant(false)) { Text("Open") }
                NavigationLink("Titled", destination: Text("Detail"), isActive: .constant(false))
                NavigationLink(destination: Text("Detail"), tag: 1, selection: .constant(nil as Int?)) { Text("Tagged") }
            }
        }
        let current = NavigationStack {
            List {
                NavigationLink(destination: Text("Detail")) { Text("Open") }
                NavigationLink("Titled", destination: Text("Detail"))
                NavigationLink(destination: Text("Detail")) { Text("Tagged") }
            }
        }
        XCTAssertEqual(try json(older.frame(width: 390, height: 400)), try json(current.frame(width: 390, height: 400)))
    }

    func testGroupBoxStepperAndBarTitleSpellings() throws {
        XCTAssertEqual(
            try json(GroupBox(label: Text("Wi-Fi")) { Text("On") }.frame(width: 300)),
            try json(
                GroupBox {
                    Text("On")
                } label: {
                    Text("Wi-Fi")
                }.frame(width: 300)))
        XCTAssertEqual(
            try json(Stepper("Count", value: .constant(3), step: 1) { _ in }.frame(width: 300)),
            try json(Stepper("Count", value: .constant(3), step: 1).frame(width: 300)))
        let older = NavigationStack { Text("Body").navigationBarTitle(Text("Inbox"), displayMode: .inline) }
        let current = NavigationStack { Text("Body").navigationTitle(Text("Inbox")).navigationBarTitleDisplayMode(.inline) }
        XCTAssertEqual(try json(older.frame(width: 390, height: 300)), try json(current.frame(width: 390, height: 300)))
        XCTAssertTrue(try json(NavigationStack { Text("Body").navigationBarTitle(Text("Inbox")) }.frame(width: 390, height: 300)).contains("Inbox"))
    }

    /// `Stepper`'s label-view spellings with `onEditingChanged:` before or after the label lay out
    /// as the one without it, and never call the action (a still image is never touched).
    func testStepperLabelViewSpellingsWithEditingActions() throws {
        nonisolated(unsafe) var called = false
        let plain = try json(Stepper(value: .constant(2), in: 0...5, step: 1) { Text("Guests") }.frame(width: 300))
        let actionFirst = try json(
            Stepper(value: .constant(2), in: 0...5, step: 1, onEditingChanged: { _ in called = true }) { Text("Guests") }.frame(width: 300))
        let labelFirst = try json(
            Stepper(value: .constant(2), in: 0...5, step: 1) {
                Text("Guests")
            } onEditingChanged: { _ in
                called = true
            }.frame(width: 300))
        XCTAssertEqual(actionFirst, plain)
        XCTAssertEqual(labelFirst, plain)
        XCTAssertTrue(plain.contains("Guests"))
        XCTAssertFalse(called)
    }

    /// UIKit's `UIImage` is an `NSObject`: equal to itself only, hashable, and so a value that
    /// `onChange(of:)` can watch.
    func testUIImagesAreEqualByIdentity() throws {
        let a = UIImage(), b = UIImage()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, a, b]).count, 2)
        let photo: UIImage? = a
        XCTAssertEqual(try json(Text("Photo").onChange(of: photo) { _, _ in }), try json(Text("Photo")))
    }

    func testADateThroughAFormatter() throws {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let l = try layout(
            VStack {
                Text(date, formatter: f); Text("Due \(date, formatter: f)")
            })
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["1971-01-01", "Due 1971-01-01"])
    }

    func testPathForEachGivesTheElementsInOrder() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        var elements: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { elements.append($0) }  // Path.forEach is the API under test
        XCTAssertEqual(
            elements,
            [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5)), .closeSubpath])
    }

    func testRemovingAndMovingByOffsetsAsSwiftUIDoes() {
        var a = ["A", "B", "C", "D"]
        a.remove(atOffsets: IndexSet([1, 3]))
        XCTAssertEqual(a, ["A", "C"])
        var m = ["A", "B", "C", "D"]
        m.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(m, ["B", "C", "A", "D"])
        m = ["A", "B", "C", "D"]
        m.move(fromOffsets: IndexSet([3]), toOffset: 0)
        XCTAssertEqual(m, ["D", "A", "B", "C"])
        m = ["A", "B", "C", "D"]
        m.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        XCTAssertEqual(m, ["B", "D", "A", "C"])
    }

    func testContentShapeKindsAndModifierTransitionsLeaveTheViewAsItIs() throws {
        let plain = Text("Card").padding()
        XCTAssertEqual(try json(plain.contentShape(.dragPreview, RoundedRectangle(cornerRadius: 10))), try json(plain))
        XCTAssertEqual(try json(plain.transition(.modifier(active: Identity(), identity: Identity()))), try json(plain))
    }
}
