import Foundation

/// MapKit's UIKit map view, as a `UIViewRepresentable` wraps it (see `UIView`): it has no tiles,
/// the representable is drawn as empty space (SwiftUI's `Map` draws a placeholder), and its
/// delegate is never asked for annotation views or overlay renderers.
nonisolated open class MKMapView: UIView, @unchecked Sendable {
    open weak var delegate: MKMapViewDelegate?
    open var region = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region = MKCoordinateRegion(center: newValue, span: region.span) }
    }
    open var mapType = MKMapType.standard
    open var showsUserLocation = false
    open var userTrackingMode = MKUserTrackingMode.none
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false
    public let userLocation = MKUserLocation()
    public private(set) var annotations: [MKAnnotation] = []
    public private(set) var overlays: [MKOverlay] = []
    open var selectedAnnotations: [MKAnnotation] = []

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [MKAnnotation]) { for a in annotations { removeAnnotation(a) } }
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {}
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) { selectedAnnotations = [] }
    open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [MKOverlay]) { for o in overlays { removeOverlay(o) } }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { region.center }
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { .zero }
}

/// A map view's look.
public enum MKMapType: Int, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
/// How a map view follows the user.
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

/// A map view's delegate: its methods are the adopter's own and never called here.
public protocol MKMapViewDelegate: AnyObject {}

/// Something at a coordinate on a map (MapKit's `MKAnnotation`).
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
}

extension MKAnnotation {
    /// The callout's title (the adopter's own, when it has one).
    public var title: String? { nil }
    /// The callout's subtitle.
    public var subtitle: String? { nil }
}

/// A point with a title (MapKit's `MKPointAnnotation`).
nonisolated open class MKPointAnnotation: MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String?
    open var subtitle: String?
    public init() {}
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// The user's location as an annotation: unknown here.
nonisolated open class MKUserLocation: MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String? = "My Location"
    open var location: CLLocation? { nil }
    public init() {}
}

/// The view of an annotation (MapKit's `MKAnnotationView`).
nonisolated open class MKAnnotationView: UIView, @unchecked Sendable {
    open var annotation: MKAnnotation?
    public let reuseIdentifier: String?
    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { return nil }
    open var image: UIImage?
    open var canShowCallout = false
    open var centerOffset = CGPoint.zero
    open var isDraggable = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var clusteringIdentifier: String?
}

/// A balloon marker's view.
nonisolated open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
}

/// A pin's view.
nonisolated open class MKPinAnnotationView: MKAnnotationView, @unchecked Sendable {
    open var pinTintColor: UIColor?
    open var animatesDrop = false
}

/// A shape over a map (MapKit's `MKOverlay`).
public protocol MKOverlay: MKAnnotation {}

/// A line over a map.
nonisolated open class MKPolyline: MKOverlay, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) { coordinate = count > 0 ? coordinates[0] : CLLocationCoordinate2D() }
    public convenience init(coordinates: [CLLocationCoordinate2D]) {
        self.init(coordinates: coordinates, count: coordinates.count)
    }
}

/// A circle over a map.
nonisolated open class MKCircle: MKOverlay, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = center
        self.radius = radius
    }
}

/// What draws an overlay (MapKit's `MKOverlayRenderer`): nothing here.
nonisolated open class MKOverlayRenderer: @unchecked Sendable {
    public let overlay: MKOverlay
    public init(overlay: MKOverlay) { self.overlay = overlay }
    open var alpha: CGFloat = 1
}

/// What draws a line or a shape over a map.
nonisolated open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    open var strokeColor: UIColor?
    open var fillColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

/// What draws a line over a map.
nonisolated open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

/// What draws a circle over a map.
nonisolated open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public init(circle: MKCircle) { super.init(overlay: circle) }
}
