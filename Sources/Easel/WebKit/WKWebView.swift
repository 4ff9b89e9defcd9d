import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// WebKit's web view, as a `UIViewRepresentable` makes it (`WKWebView()`, `load(URLRequest(url:))`):
/// there is no web engine here, so it loads nothing, its delegates are never called, and the
/// representable is drawn as empty space (docs/Differences.md).
nonisolated open class WKWebView: UIView, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public convenience init() { self.init(frame: .zero, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) { return nil }

    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    public let scrollView = UIScrollView()
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    public private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var estimatedProgress: Double { 0 }

    /// Remembers the URL; nothing is fetched.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { WKNavigation() }
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    /// No script runs: the handler is never called.
    open func evaluateJavaScript(_ script: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}

/// A web view's settings.
nonisolated open class WKWebViewConfiguration: @unchecked Sendable {
    public init() {}
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
}

/// The scripts and message handlers of a web view.
nonisolated open class WKUserContentController: @unchecked Sendable {
    public init() {}
    open func add(_ handler: AnyObject, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
}

/// A web view's preferences.
nonisolated open class WKPreferences: @unchecked Sendable {
    public init() {}
    open var javaScriptCanOpenWindowsAutomatically = false
}

/// The media that needs a tap to play.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

/// A page load.
nonisolated open class WKNavigation: @unchecked Sendable {
    public init() {}
}

/// A link followed or a page asked for.
nonisolated open class WKNavigationAction: @unchecked Sendable {
    public init() {}
    open var request = URLRequest(url: URL(fileURLWithPath: "/"))
    open var navigationType = WKNavigationType.other
}

/// Why a page is loaded.
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }
/// Whether a navigation goes ahead.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// A web view's navigation delegate: its methods are the adopter's own and never called here.
public protocol WKNavigationDelegate: AnyObject {}
/// A web view's UI delegate: its methods are the adopter's own and never called here.
public protocol WKUIDelegate: AnyObject {}
