import Foundation
import SwiftSyntax
import Easel

/// UIKit, MapKit and PencilKit views (and PencilKit's tools and drawings) that a file keeps for a `UIViewRepresentable` to wrap
/// (`var scrollView = UIScrollView()`, `@State var canvas = PKCanvasView()`). UIKit is not
/// available, and a representable is drawn as empty space whose `makeUIView` never runs
/// (docs/Differences.md), so the object is a stand-in: settings on it change nothing, its methods
/// return it, and reading one of its members gives another stand-in.
enum UIKitObjects {
    static let typeNames = [
        "UIView", "UIScrollView", "UILabel", "UIButton", "UIImageView", "UITextView", "UITextField", "UIStackView",
        "UIPageControl", "UIActivityIndicatorView", "UIVisualEffectView", "UITableView", "UICollectionView", "UISwitch",
        "UISlider", "UISegmentedControl", "UIProgressView", "UIDatePicker", "UIPickerView", "UISearchBar", "UIRefreshControl",
        "MKMapView", "PKCanvasView", "PKToolPicker", "PKInkingTool", "PKEraserTool", "PKLassoTool", "PKDrawing", "WKWebView",
        "UIControl", "UISearchTextField", "UITableViewCell", "UINavigationBar", "UITabBar", "UIToolbar", "MKAnnotationView",
        "MKMarkerAnnotationView", "MKPinAnnotationView",
    ]

    /// A stand-in for an object of one of `typeNames`.
    struct Object: CustomStringConvertible {
        let typeName: String
        var description: String { typeName }
    }

    static let values: [ValueDeclaration] = typeNames.map { type in
        ValueDeclaration(type, labels: ["frame", "style", "image", "effect", "arrangedSubviews", "configuration", "primaryAction", "color", "width"]) { r, _ in
            r.skipRemaining()
            return .native(Object(typeName: type))
        }
    }

    /// `scrollView.contentOffset`: another stand-in.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let o as Object) = base else { return nil }
        return .native(Object(typeName: "\(o.typeName).\(name)"))
    }

    /// `scrollView.addSubview(…)`, `canvas.drawing.dataRepresentation()`: nothing happens; the
    /// object itself is the result.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(is Object) = base else { return nil }
        return base
    }

    /// `scrollView.isPagingEnabled = true`: kept nowhere.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(is Object) = base else { return false }
        return true
    }
}
