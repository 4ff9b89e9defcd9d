import Foundation

/// What `toolbar(content:)` takes (SwiftUI's `ToolbarContent`): in Easel, toolbar items are views
/// (`ToolbarItem`, `ToolbarItemGroup`, or views that go to the bar's trailing side), so a property
/// or a type declared as `some ToolbarContent` is a view built by `@ToolbarContentBuilder`.
public typealias ToolbarContent = View

/// Toolbar content that the user may rearrange (SwiftUI's `CustomizableToolbarContent`): the
/// items as they are first shown.
public typealias CustomizableToolbarContent = View

/// Builds toolbar content from the items listed (SwiftUI's `ToolbarContentBuilder`): a view
/// builder, since toolbar items are views here.
public typealias ToolbarContentBuilder = ViewBuilder
