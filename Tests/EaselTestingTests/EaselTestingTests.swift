import Foundation
import XCTest
import Testing
import Easel
import EaselTesting

// The public front doors against goldens committed in golden/EaselTestingTests/ (the suite is
// this file's name). They pass when EASEL_RECORD is unset.

/// A small card: a coloured badge beside two lines of text.
struct Card: View {
    var accent: Color = .orange
    var body: some View {
        HStack(spacing: 8) {
            accent.frame(width: 24, height: 24)
            VStack(alignment: .leading, spacing: 2) {
                Text("Snapshot")
                Text("testing").foregroundColor(.gray)
            }
        }
        .padding(8)
    }
}

final class AssertSnapshotTests: XCTestCase {
    func testCard() {
        assertSnapshot(of: Card())                     // golden/EaselTestingTests/Card.png
    }

    func testCardInAProposedSize() {
        assertSnapshot(of: Card(), named: "CardWide", size: CGSize(width: 160, height: 60), scale: 1)
    }
}

@Suite struct ExpectSnapshotTests {
    @Test func card() {
        expectSnapshot(of: Card(), named: "Card")      // the same golden as testCard
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["EASEL_RECORD"] == nil))
    func changedCardRecordsAnIssue() {
        withKnownIssue {
            expectSnapshot(of: Card(accent: .purple), named: "Card")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pixels differ") }
        }
    }
}
