import Foundation

extension ObservedObject {
    /// What `$model` is for an `@ObservedObject` or `@StateObject` property (SwiftUI's
    /// `ObservedObject.Wrapper`): `$model.name` is a binding to the object's `name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(to: keyPath, of: root)
        }
    }
}

extension EnvironmentObject {
    /// What `$settings` is for an `@EnvironmentObject` property (SwiftUI's
    /// `EnvironmentObject.Wrapper`): `$settings.title` is a binding to the object's `title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(to: keyPath, of: root)
        }
    }
}

extension Binding {
    /// A binding that reads and writes `object`'s property at `keyPath`.
    init<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Value>, of object: Root) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
