import XCTest
import Easel
@testable import EaselScript

/// AVFoundation's capture devices, as Xcode's previews have them: none. A scanner screen that
/// checks for a torch or a front camera draws its no-camera state, in scripts as compiled.
final class CaptureDeviceScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    static let source = """
        import SwiftUI
        import AVFoundation

        func checkForTorch() -> Bool {
            guard let device = AVCaptureDevice.default(for: .video) else { return false }
            return device.hasTorch
        }

        func frontCameraAvailable() -> Bool {
            let session = AVCaptureDevice.DiscoverySession(
                deviceTypes: [.builtInWideAngleCamera, .builtInDualCamera], mediaType: AVMediaType.video, position: .front)
            return session.devices.count > 0
        }

        struct ScannerView: View {
            @State private var status = "?"
            @State private var granted = true
            @State private var answered = "no"
            var body: some View {
                VStack {
                    Text(checkForTorch() ? "torch" : "no torch")
                    Text(frontCameraAvailable() ? "front camera" : "no front camera")
                    Text(AVCaptureDevice.userPreferredCamera == nil ? "no preferred camera" : "preferred camera")
                    Text(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil ? "no back camera" : "back camera")
                    Text(AVCaptureDevice(uniqueID: "saved-camera") == nil ? "no saved camera" : "saved camera")
                    Text(status)
                    Text(granted ? "granted" : "not granted")
                    Text(answered)
                }
                .task {
                    switch AVCaptureDevice.authorizationStatus(for: .video) {
                    case .authorized: status = "authorized"
                    case .notDetermined: status = "not determined"
                    default: status = "denied"
                    }
                    granted = await AVCaptureDevice.requestAccess(for: .video)
                    AVCaptureDevice.requestAccess(for: .video) { ok in answered = ok ? "yes" : "answered no" }
                }
            }
        }
        """

    func testAPreviewHasNoCameras() throws {
        XCTAssertEqual(
            try S.texts(Self.source),
            ["no torch", "no front camera", "no preferred camera", "no back camera", "no saved camera", "not determined", "not granted", "answered no"])
    }

    func testTheScriptDrawsWhatTheCompiledViewDraws() throws {
        struct ScannerView: View {
            @State private var status = "?"
            var body: some View {
                VStack {
                    Text(AVCaptureDevice.default(for: .video)?.hasTorch == true ? "torch" : "no torch")
                    Text(
                        AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front)
                            .devices.isEmpty ? "no front camera" : "front camera")
                    Text(status)
                }
                .onAppear {
                    status = AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined ? "not determined" : "asked"
                }
            }
        }
        let script = """
            import SwiftUI
            import AVFoundation
            struct ScannerView: View {
                @State private var status = "?"
                var body: some View {
                    VStack {
                        Text(AVCaptureDevice.default(for: .video)?.hasTorch == true ? "torch" : "no torch")
                        Text(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front).devices.isEmpty ? "no front camera" : "front camera")
                        Text(status)
                    }
                    .onAppear {
                        status = AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined ? "not determined" : "asked"
                    }
                }
            }
            """
        XCTAssertEqual(try S.scriptJSON(script), try S.compiledJSON(ScannerView()))
    }
}
