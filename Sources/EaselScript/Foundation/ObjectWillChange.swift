import Foundation
import SwiftSyntax

/// `model.objectWillChange` of an `ObservableObject` (an `NSManagedObject` is one): the publisher
/// SwiftUI listens to. It sends only when the object changes, and a still image is drawn once, so
/// it is a Combine pipeline that gives a new subscriber nothing: `send()` does nothing,
/// `.receive(on:).sink { … }` subscribes and never receives, `.onReceive(model.objectWillChange)`
/// never fires.
enum ObjectWillChange {
    /// `objectWillChange` of an object whose class is observable; nil otherwise.
    static func member(_ i: Instance, _ name: String) -> Value? {
        guard name == "objectWillChange", i.decl.kind == .classType,
            i.decl.conformances.contains(where: { $0 == "ObservableObject" || $0 == "NSManagedObject" })
        else { return nil }
        return publisher
    }

    /// A publisher that has sent nothing yet (`ObservableObjectPublisher()` too).
    static var publisher: Value { .native(CombinePipeline(current: { nil }, set: { _ in })) }
}
