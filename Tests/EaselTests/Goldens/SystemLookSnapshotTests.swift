// A settings screen in the iOS 26 look (`systemLook`), light and dark, on an iPhone 15, against
// golden PNGs: the flatter switch, capsule slider thumb and buttons, thicker tracks, taller rows on
// rounder cards, headers as written, iOS 26's colours and the floating glass tab bar.
import XCTest
import Easel
import EaselTesting

final class SystemLookSnapshotTests: XCTestCase {
    struct SettingsScreen: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        Section("Connections") {
                            Toggle("Airplane Mode", isOn: .constant(false))
                            Toggle("Wi-Fi", isOn: .constant(true))
                            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                        }
                        Section("Sound") {
                            Slider(value: .constant(0.6))
                            ProgressView(value: 0.4)
                            HStack {
                                Button("Bordered") {}.buttonStyle(.bordered)
                                Button("Prominent") {}.buttonStyle(.borderedProminent)
                            }
                        }
                        Section {
                            Text("Red").foregroundStyle(.red)
                            Text("Indigo").foregroundStyle(.indigo)
                        }
                    }
                    .navigationTitle("Settings")
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.badge(3)
                Text("Profile").tabItem { Label("Profile", systemImage: "person") }
            }
            .environment(\.systemLook, .iOS26)
        }
    }

    func testSettingsScreenInTheIOS26Look() {
        assertSnapshot(of: SettingsScreen(), named: "settings-ios26", scale: 1, device: .iPhone15)
        assertSnapshot(of: SettingsScreen(), named: "settings-ios26-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
    }
}
