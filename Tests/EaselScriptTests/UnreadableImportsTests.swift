import XCTest
import Foundation
import Easel
@testable import EaselScript

/// An unknown name in a file that imports a module Easel cannot read (a third-party package)
/// names that module in its error.
final class UnreadableImportsTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testAnUnknownViewNamesTheThirdPartyModulesTheFileImports() {
        let e = S.error(
            """
            import SwiftUI
            import Kingfisher
            import struct FirebaseCore.Options
            struct Poster: View { var body: some View { KFImage(URL(string: "https://example.com/p.png")) } }
            """)
        XCTAssertTrue(
            e.contains(
                "unknown view or type 'KFImage'; the file imports 'Kingfisher', 'FirebaseCore', which Easel cannot read (it reads the iOS SDK, the project's own packages and the checkouts `easel resolve` fetches); did you mean"
            ), e)
    }

    /// A type known only through a type alias to one of the module's types.
    func testATypeOnlyNamedByAnAliasNamesTheModuleToo() {
        let e = S.error(
            """
            import SwiftUI
            import ChatKit
            typealias FriendEntity = FriendInfo
            struct Page: View {
                let friend: FriendEntity
                var body: some View { Text("a") }
            }
            #Preview { Page(friend: FriendEntity(name: "x")) }
            """)
        XCTAssertTrue(e.contains("'FriendInfo' cannot be constructed in a script; the file imports 'ChatKit', which Easel cannot read"), e)
    }

    func testAnUnknownIdentifierInAFileOfSDKImportsHasNoHint() {
        let e = S.error("import SwiftUI\nimport MapKit\nstruct V: View { var body: some View { Text(Firestore.name) } }")
        XCTAssertTrue(e.contains("unknown identifier 'Firestore'"), e)
        XCTAssertFalse(e.contains("imports"), e)
    }

    func testTheProjectsOwnModulesAreReadable() throws {
        let script = try Script(
            source: "import SwiftUI\nimport DesignKit\nstruct V: View { var body: some View { Badge() } }", fileName: "t.swift")
        script.projectModules = ["DesignKit"]
        do {
            _ = try script.checked { try ImageRenderer(content: try script.renders()[0].view).layout() }
            XCTFail("Badge is unknown")
        } catch {
            XCTAssertTrue("\(error)".contains("unknown view or type 'Badge'"), "\(error)")
            XCTAssertFalse("\(error)".contains("imports"), "\(error)")
        }
        XCTAssertTrue(S.error("import SwiftUI\nimport DesignKit\nstruct V: View { var body: some View { Badge() } }").contains("imports 'DesignKit'"))
    }

    func testOtherErrorsHaveNoHint() {
        let e = S.error("import SwiftUI\nimport Kingfisher\nstruct V: View { var body: some View { Text(\"a\").padding(\"x\") } }")
        XCTAssertFalse(e.contains("Kingfisher"), e)
    }

    /// A view whose `View` conformance comes from a package's protocol (WeChat's `struct
    /// ContactsView: ConnectedView` of SwiftUIRedux) names the protocol and the module.
    func testAViewOfAnUnreadableProtocolNamesItAndTheModule() {
        let source = """
            import SwiftUI
            import SwiftUIRedux
            struct ContactsView: ConnectedView {
                func body(props: Int) -> some View { Text("a") }
            }
            struct ContactsView_Previews: PreviewProvider { static var previews: some View { ContactsView() } }
            """
        let e = S.error(source)
        XCTAssertTrue(
            e.contains("'ContactsView' is not a View: it conforms to 'ConnectedView', which the project does not declare; the file imports 'SwiftUIRedux'"),
            e)
        XCTAssertTrue(S.error(source.replacingOccurrences(of: "import SwiftUIRedux\n", with: "")).hasSuffix("'ContactsView' is not a View"))
    }
}
