import Foundation
import SwiftSyntax
import Easel

/// Modifiers scripts accept and leave out because they change nothing in a still image:
/// interaction, animation, accessibility, previews' metadata.
enum StillImageModifiers {
    static let all: [ModifierDeclaration] = [
        "previewLayout", "previewDisplayName", "previewDevice", "accessibilityLabel", "accessibilityHidden",
        "accessibilityIdentifier", "onAppear", "onDisappear", "onTapGesture", "animation", "transition", "tag", "help",
        "contentShape", "textSelection", "task", "onChange", "disabled", "allowsHitTesting", "drawingGroup", "compositingGroup",
        "listRowInsets", "ignoresSafeArea", "edgesIgnoringSafeArea", "antialiased",
    ].map(ModifierDeclaration.noOp)
}
