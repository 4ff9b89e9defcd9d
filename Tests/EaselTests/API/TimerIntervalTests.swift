// `ProgressView(timerInterval:countsDown:)` and `Text(timerInterval:…)` as they stand at the
// render clock's moment.
import XCTest
import Easel

final class TimerIntervalTests: XCTestCase {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    override func setUp() { RenderClock.fixedNow = Self.moment }
    override func tearDown() { RenderClock.fixedNow = nil }

    private func texts<V: View>(_ v: V) throws -> [String] {
        try layout(v).root.all(where: { $0.kind == "Text" }).compactMap(\.label)
    }

    /// Shows the fraction a progress view's style is given.
    struct FractionStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text(String(format: "%.3f", configuration.fractionCompleted ?? -1))
                configuration.currentValueLabel
            }
        }
    }

    func testTheTimerShowsTheTimeLeftOrPassed() throws {
        let interval = Self.moment.addingTimeInterval(-30)...Self.moment.addingTimeInterval(90)
        XCTAssertEqual(try texts(Text(timerInterval: interval)), ["1:30"])
        XCTAssertEqual(try texts(Text(timerInterval: interval, countsDown: false)), ["0:30"])
        XCTAssertEqual(try texts(Text(timerInterval: interval, pauseTime: Self.moment.addingTimeInterval(60))), ["0:30"])
        let long = Self.moment...Self.moment.addingTimeInterval(3 * 3600 + 65)
        XCTAssertEqual(try texts(Text(timerInterval: long)), ["3:01:05"])
        XCTAssertEqual(try texts(Text(timerInterval: long, showsHours: false)), ["181:05"])
    }

    /// Apple's example: 30 s into a two-minute interval the view is a quarter through; counting
    /// down (the default) the bar has emptied by a quarter.
    func testTheBarIsThePartOfTheIntervalLeft() throws {
        let interval = Self.moment.addingTimeInterval(-30)...Self.moment.addingTimeInterval(90)
        XCTAssertEqual(try texts(ProgressView(timerInterval: interval).progressViewStyle(FractionStyle())), ["0.750", "1:30"])
        XCTAssertEqual(try texts(ProgressView(timerInterval: interval, countsDown: false).progressViewStyle(FractionStyle())), ["0.250", "0:30"])
        // Before the interval the bar is full (counting down); after it, empty.
        let later = Self.moment.addingTimeInterval(10)...Self.moment.addingTimeInterval(20)
        XCTAssertEqual(try texts(ProgressView(timerInterval: later).progressViewStyle(FractionStyle())), ["1.000", "0:10"])
        let earlier = Self.moment.addingTimeInterval(-20)...Self.moment.addingTimeInterval(-10)
        XCTAssertEqual(try texts(ProgressView(timerInterval: earlier).progressViewStyle(FractionStyle())), ["0.000", "0:00"])
    }
}
