import Foundation
import XCTest
import Testing
import Easel
@testable import EaselTesting

// The public front doors against goldens committed in golden/AssertSnapshotTests/ and
// golden/ExpectSnapshotTests/ (the suite is the test class or suite type). They pass when
// EASEL_RECORD is unset.

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
        assertSnapshot(of: Card())  // golden/AssertSnapshotTests/Card.1.png
    }

    func testCardInAProposedSize() {
        assertSnapshot(of: Card(), named: "CardWide", size: CGSize(width: 160, height: 60), scale: 1)
    }
}

@Suite struct ExpectSnapshotTests {
    @Test func card() {
        expectSnapshot(of: Card(), named: "Card")  // golden/ExpectSnapshotTests/Card.png
    }

    /// A changed render records an issue. (Against a golden of its own in a sandbox: the
    /// golden `Card` is `card()`'s, and a second call site using it would be a collision.)
    @Test func changedCardRecordsAnIssue() throws {
        let sandbox = try SnapshotSandbox()
        sandbox.prerecord(Card(), suite: "ExpectSnapshotTests", name: "Changed")
        sandbox.with {
            withKnownIssue {
                expectSnapshot(of: Card(accent: .purple), named: "Changed")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("pixels differ") }
            }
        }
    }
}
