import Foundation
import SwiftSyntax
import Easel

/// UIKit, MapKit and PencilKit views (and PencilKit's tools and drawings, MapKit's annotations and
/// overlays) that a file keeps for a `UIViewRepresentable` to wrap
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
        "MKMarkerAnnotationView", "MKPinAnnotationView", "MKPointAnnotation", "MKPolyline", "MKCircle", "MKPolylineRenderer",
        "MKCircleRenderer",
        // Gesture recognisers a representable attaches: nothing touches a still image.
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer",
        "UIPinchGestureRecognizer", "UISwipeGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    ]

    static let values: [ValueDeclaration] = typeNames.map { type in
        ValueDeclaration(
            type,
            labels: [
                "frame", "style", "image", "effect", "arrangedSubviews", "configuration", "primaryAction", "color", "width", "coordinate",
                "title", "subtitle", "coordinates", "count", "center", "radius", "polyline", "circle", "annotation", "reuseIdentifier",
                "target", "action",
            ]
        ) { r, _ in
            r.skipRemaining()
            return .native(InertValue(typeName: type))
        }
    }
}
