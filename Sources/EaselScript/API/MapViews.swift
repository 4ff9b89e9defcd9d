import Foundation
import SwiftSyntax
import Easel

/// `Map` and the MapKit and Core Location values view files give it, for scripts. A map is a
/// placeholder (see `Map`), so what it is given is read and set aside.
enum MapViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration(
            "Map",
            labels: [
                "coordinateRegion", "interactionModes", "showsUserLocation", "userTrackingMode", "annotationItems",
                "annotationContent", "initialPosition", "position", "bounds", "scope", "selection", "content",
            ]
        ) { r, _ in
            // Markers and annotations are content closures that a placeholder never builds.
            r.skipRemaining()
            return Map()
        },
        ViewDeclaration("MapReader", labels: ["content"]) { r, ev in
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            return MapReader { proxy in ev.deferredView(c, .native(proxy), node: n) }
        },
    ]

    /// The placeholder map looks the same in every style and shows no controls.
    static let modifiers: [ModifierDeclaration] = [
        ModifierDeclaration("mapStyle") { view, r, _ in
            r.skipRemaining()
            return AnyView(view.mapStyle(.standard))
        },
        ModifierDeclaration("mapControls") { view, r, _ in
            r.skipRemaining()
            return AnyView(view.mapControls { EmptyView() })
        },
    ]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("CLLocationCoordinate2D", labels: ["latitude", "longitude"]) { r, _ in
            .native(CLLocationCoordinate2D(latitude: Double(try r.cgfloat("latitude") ?? 0), longitude: Double(try r.cgfloat("longitude") ?? 0)))
        },
        ValueDeclaration("MKCoordinateSpan", labels: ["latitudeDelta", "longitudeDelta"]) { r, _ in
            .native(MKCoordinateSpan(latitudeDelta: Double(try r.cgfloat("latitudeDelta") ?? 0), longitudeDelta: Double(try r.cgfloat("longitudeDelta") ?? 0)))
        },
        ValueDeclaration("MKCoordinateRegion", labels: ["center", "span", "latitudinalMeters", "longitudinalMeters"]) { r, ev in
            guard let c = r.named("center") else { return .native(MKCoordinateRegion()) }
            let center = try Conversions.native(c.value, CLLocationCoordinate2D.self, "CLLocationCoordinate2D", ev, node: c.node)
            if let s = r.named("span") {
                return .native(
                    MKCoordinateRegion(center: center, span: try Conversions.native(s.value, MKCoordinateSpan.self, "MKCoordinateSpan", ev, node: s.node)))
            }
            return .native(
                MKCoordinateRegion(
                    center: center, latitudinalMeters: Double(try r.cgfloat("latitudinalMeters") ?? 0),
                    longitudinalMeters: Double(try r.cgfloat("longitudinalMeters") ?? 0)))
        },
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("MapCameraPosition", "region") { r, ev in
            guard let a = r.positional() else { throw r.missing("region") }
            return .native(MapCameraPosition.region(try Conversions.native(a.value, MKCoordinateRegion.self, "MKCoordinateRegion", ev, node: a.node)))
        }
    ]

    /// Immutable after initialisation (its values are plain values), so safe to read from any thread.

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "MapCameraPosition": ["automatic": MapCameraPosition.automatic],
        "MapStyle": ["standard": MapStyle.standard, "imagery": MapStyle.imagery, "hybrid": MapStyle.hybrid],
    ]

    /// `proxy.convert(point, from: .local)` and `proxy.convert(coordinate, to: .local)` on a
    /// `MapReader`'s proxy: the compiled proxy's answer (nil: the placeholder map has no projection).
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let proxy as MapProxy) = base, name == "convert" else { return nil }
        var r = ArgReader(args, "MapProxy.convert", ev, node: node)
        guard let a = r.positional() else { throw r.missing("a point or a coordinate") }
        if r.named("from") != nil {
            let point = try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)
            try r.finish()
            return proxy.convert(point, from: .local).map { .native($0) } ?? .null
        }
        guard r.named("to") != nil else { throw r.missing("'from:' or 'to:'") }
        let coordinate = try Conversions.native(a.value, CLLocationCoordinate2D.self, "CLLocationCoordinate2D", ev, node: a.node)
        try r.finish()
        return proxy.convert(coordinate, to: .local).map { .native($0) } ?? .null
    }

    /// `coordinate.latitude`, `region.center`, `region.span.latitudeDelta`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as CLLocationCoordinate2D):
            if name == "latitude" { return .double(c.latitude) }
            if name == "longitude" { return .double(c.longitude) }
        case .native(let s as MKCoordinateSpan):
            if name == "latitudeDelta" { return .double(s.latitudeDelta) }
            if name == "longitudeDelta" { return .double(s.longitudeDelta) }
        case .native(let r as MKCoordinateRegion):
            if name == "center" { return .native(r.center) }
            if name == "span" { return .native(r.span) }
        default: break
        }
        return nil
    }
}
