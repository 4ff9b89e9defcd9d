import Foundation

/// What a node draws — a shape's outline and paint, a divider's colour, a text's ink, a shadow —
/// in the paint stage's own types.
///
/// Layout never looks inside a drawing: it carries it from the view that made it to the painter,
/// which knows the concrete type, and names it in the layout tree's text through `description`
/// ("fill #FF3B30", "color: #00000033, radius: 4, x: 0, y: 2"). So layout knows no colours,
/// gradients or outlines, and layout tests use drawings of their own.
package protocol Drawing: CustomStringConvertible {}
