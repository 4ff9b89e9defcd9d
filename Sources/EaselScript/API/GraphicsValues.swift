import Foundation
import SwiftSyntax
import Easel

/// `Canvas` and `GraphicsContext` for scripts.
enum GraphicsValues {
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [:]
    static func member(_ base: Value, _ name: String) -> Value? { nil }
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? { nil }
}
