// `$model` of an `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property is SwiftUI's
// `ObservedObject.Wrapper` / `EnvironmentObject.Wrapper`: `$model.name` is a binding that reads
// and writes the object's property.
import XCTest
import Foundation
import Easel

private final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var nickname = "A"
}

/// Writes its binding when it appears.
private struct Renaming: View {
    @Binding var text: String
    let to: String
    var body: some View { Text(text).onAppear { text = to } }
}

private struct Badge: View {
    @EnvironmentObject var profile: Profile
    var body: some View { Renaming(text: $profile.nickname, to: "G") }
}

private struct Watched: View {
    @ObservedObject var profile: Profile
    var body: some View { Text("\(profile.name) \(profile.nickname)") }
}

private struct ProfileScreen: View {
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            Renaming(text: $profile.name, to: "Grace")
            Badge()
            Watched(profile: profile)
        }
        .environmentObject(profile)
    }
}

final class ObjectWrapperTests: XCTestCase {
    func testDollarBindingsWriteTheObjectsProperties() throws {
        let l = try layout(ProfileScreen())
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Grace", "G", "Grace G"])
        let wrapper: ObservedObject<Profile>.Wrapper = ObservedObject(wrappedValue: Profile()).projectedValue
        let name: Binding<String> = wrapper.name
        name.wrappedValue = "Lin"
        XCTAssertEqual(name.wrappedValue, "Lin")
    }
}
