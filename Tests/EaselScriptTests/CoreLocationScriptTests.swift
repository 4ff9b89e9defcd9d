import XCTest
import Foundation
import Easel
@testable import EaselScript

/// `CLLocationManager` before the person has answered the permission prompt, and CoreLocationUI's
/// `LocationButton`, from scripts.
final class CoreLocationScriptTests: XCTestCase {
    func testAManagerIsNotYetAuthorizedAndHasNoLocation() throws {
        let source = """
            import CoreLocation
            final class Locator: NSObject, ObservableObject, CLLocationManagerDelegate {
                let manager = CLLocationManager()
                @Published var status = "unknown"
                @Published var fix = "none"
                override init() {
                    super.init()
                    manager.delegate = self
                    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
                    manager.requestWhenInUseAuthorization()
                    manager.startUpdatingLocation()
                    if manager.authorizationStatus == .notDetermined && CLLocationManager.authorizationStatus() == .notDetermined {
                        status = "not determined"
                    }
                }
                func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { fix = "fix" }
            }
            struct ContentView: View {
                @StateObject private var locator = Locator()
                var body: some View {
                    VStack {
                        Text(locator.status)
                        Text(locator.manager.location == nil ? locator.fix : "located")
                        Text("\\(Int(locator.manager.desiredAccuracy))")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["not determined", "none", "100"])
    }

    func testLocationButtonMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            import CoreLocationUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        LocationButton(.shareCurrentLocation) { print("tapped") }.tint(.purple)
                        LocationButton { }
                    }
                }
            }
            """)
        XCTAssertEqual(
            script,
            try ScriptTestSupport.compiledPixels(
                VStack {
                    LocationButton(.shareCurrentLocation) {}.tint(.purple)
                    LocationButton {}
                }))
    }
}
