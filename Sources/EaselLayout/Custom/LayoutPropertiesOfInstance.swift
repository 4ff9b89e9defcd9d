import Foundation

/// A layout whose properties belong to the value, not its type: a layout a script declares, whose
/// `static var layoutProperties` the script evaluates. Its node reads them in place of the type's.
package protocol LayoutPropertiesOfInstance {
    var properties: LayoutProperties { get }
}
