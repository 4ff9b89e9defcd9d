import XCTest
import Foundation
import Easel
@testable import EaselScript

/// The device services a view model talks to at launch, as a fresh install on an iPhone with no
/// paired watch sees them: `WCSession` never activates in time for the picture,
/// `UNUserNotificationCenter` has not been granted anything, and CloudKit has no iCloud account.
final class DeviceServicesScriptTests: XCTestCase {
    /// A lock screen's `LAContext`, as in Xcode's previews: no biometrics, so the passcode pad
    /// shows, an evaluation's reply gets false and `try await` throws; the script draws what the
    /// compiled view draws.
    func testALockScreensContextHasNoBiometrics() throws {
        let source = """
            import LocalAuthentication
            struct LockView: View {
                let context = LAContext()
                @State private var status = "locked"
                var canUseBiometrics: Bool { context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil) }
                var body: some View {
                    VStack {
                        Text(canUseBiometrics ? "Face ID" : "Passcode")
                        Text(context.biometryType == .faceID ? "face" : "none")
                        Text(status)
                        Text(context.localizedCancelTitle ?? "no title")
                    }
                    .onAppear {
                        context.localizedCancelTitle = "Use Passcode"
                        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { ok, error in
                            status = ok ? "unlocked" : "failed"
                        }
                    }
                    .task {
                        do { _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") }
                        catch LAError.biometryNotAvailable { status += " unavailable" }
                        catch { status += " other" }
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Passcode", "none", "failed unavailable", "Use Passcode"])
        let context = LAContext()
        var error: NSError?
        XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        XCTAssertEqual(error?.code, LAError.Code.biometryNotAvailable.rawValue)
        XCTAssertEqual(context.biometryType, .none)
    }

    func testAWatchSessionIsNotActivatedAndNothingIsPaired() throws {
        let source = """
            import WatchConnectivity
            final class SessionDelegate: NSObject, WCSessionDelegate {
                var activated = false
                func session(_ session: WCSession, activationDidCompleteWith state: WCSessionActivationState, error: Error?) { activated = true }
            }
            @Observable final class Sync {
                let session: WCSession
                let delegate = SessionDelegate()
                var status = "idle"
                init(session: WCSession = .default) {
                    self.session = session
                    session.delegate = delegate
                    session.activate()
                }
                func send() {
                    guard WCSession.isSupported() else { status = "unsupported"; return }
                    if session.activationState == .activated {
                        status = "sent"
                    } else {
                        session.sendMessage(["a": 1], replyHandler: { _ in self.status = "replied" }, errorHandler: { _ in self.status = "failed" })
                        do { try session.updateApplicationContext(["a": 1]) } catch { status = error.localizedDescription }
                    }
                }
            }
            struct ContentView: View {
                @State private var sync = Sync()
                var body: some View {
                    VStack {
                        Text(sync.status)
                        Text(sync.session.isPaired || sync.session.isReachable || sync.session.isWatchAppInstalled ? "watch" : "no watch")
                        Text(sync.delegate.activated ? "activated" : "activating")
                        Text(sync.session.delegate === sync.delegate ? "delegate set" : "no delegate")
                    }
                    .onAppear { sync.send() }
                }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source),
            ["WatchConnectivity session has not been activated.", "no watch", "activating", "delegate set"])
        XCTAssertTrue(
            ScriptTestSupport.error(
                "struct ContentView: View { var body: some View { Text(\"\\(WCSession.default.sendMesage([:], replyHandler: nil))\") } }"
            ).contains("did you mean 'sendMessage'"))
    }

    func testNotificationsAreNotYetAuthorizedAndRequestsStayPending() throws {
        let source = """
            import UserNotifications
            @Observable final class Reminders {
                let center = UNUserNotificationCenter.current()
                var status = "unknown"
                var granted: Bool?
                var pending = 0
                func schedule() async {
                    center.requestAuthorization(options: [.alert, .sound, .badge]) { ok, _ in self.status = "answered" }
                    granted = try? await center.requestAuthorization(options: [.alert])
                    let settings = await center.notificationSettings()
                    if settings.authorizationStatus == .notDetermined { status = "not determined" }
                    let content = UNMutableNotificationContent()
                    content.title = "Drink water"
                    content.sound = .default
                    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
                    for id in ["a", "b"] {
                        try? await center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
                    }
                    center.removePendingNotificationRequests(withIdentifiers: ["a"])
                    pending = await center.pendingNotificationRequests().count
                    center.getNotificationSettings { _ in self.status = "called back" }
                }
            }
            struct ContentView: View {
                @State private var reminders = Reminders()
                var body: some View {
                    VStack {
                        Text(reminders.status)
                        Text(reminders.granted == false ? "not granted" : "granted")
                        Text("\\(reminders.pending) pending")
                    }
                    .task { await reminders.schedule() }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["not determined", "not granted", "1 pending"])
        XCTAssertTrue(
            ScriptTestSupport.error(
                """
                struct ContentView: View {
                    var body: some View { Text("\\(UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false))") }
                }
                """
            ).contains("must be greater than 0"))
    }

    func testCloudKitHasNoAccountItsHandlersWaitAndItsAsyncCallsThrow() throws {
        let source = """
            import CloudKit
            final class Store: ObservableObject {
                @Published var status = "unknown"
                @Published var failure = ""
                private var database: CKDatabase? = nil
                static let recordID = CKRecord.ID(recordName: "Current")
                init() {
                    CKContainer.default().accountStatus { status, _ in
                        self.status = "answered"
                        self.database = CKContainer.default().privateCloudDatabase
                    }
                    CKContainer.default().privateCloudDatabase.add(CKModifyRecordsOperation(recordsToSave: [], recordIDsToDelete: nil))
                }
                func load() async {
                    if let s = try? await CKContainer.default().accountStatus(), s == .noAccount { status = "no account" }
                    do {
                        _ = try await CKContainer(identifier: "iCloud.demo").publicCloudDatabase.record(for: Self.recordID)
                        failure = "fetched"
                    } catch {
                        failure = (error as NSError).domain
                    }
                }
            }
            struct ContentView: View {
                @StateObject private var store = Store()
                var body: some View {
                    VStack {
                        Text(store.status)
                        Text(store.failure)
                        Text(CKContainer(identifier: "iCloud.demo").containerIdentifier ?? "")
                    }
                    .task { await store.load() }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["no account", "CKErrorDomain", "iCloud.demo"])
    }
}
