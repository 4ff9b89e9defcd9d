import Foundation

/// A stored property of a view that the renderer updates before evaluating `body`
/// (`@State`, `@Environment`, …; SwiftUI's `DynamicProperty`).
public protocol DynamicProperty {}

/// What a dynamic property is bound to when its view is evaluated.
struct DynamicPropertyBinder {
    let environment: EnvironmentValues
    /// Identity of the property: the view's path and the property's name.
    let identity: String
    unowned let session: RenderSession
}

/// Internal: properties that need binding.
protocol BindableProperty {
    func bind(_ binder: DynamicPropertyBinder)
}

extension Environment: BindableProperty {}
