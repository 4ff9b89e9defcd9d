import Foundation

/// SafariServices' in-app browser, as a `UIViewControllerRepresentable` makes it
/// (`SFSafariViewController(url:)`): it loads nothing here, and the representable is drawn as
/// empty space (docs/Differences.md).
nonisolated open class SFSafariViewController: UIViewController, @unchecked Sendable {
    public let url: URL
    public let configuration: Configuration
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let c = Configuration()
        c.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: c)
    }
    public required init?(coder: NSCoder) { return nil }

    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle = DismissButtonStyle.done

    /// What the browser does when it opens.
    nonisolated open class Configuration: @unchecked Sendable {
        public init() {}
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
    }

    /// The title of the browser's close button.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
}

/// A Safari view's delegate: its methods are the adopter's own and never called here.
public protocol SFSafariViewControllerDelegate: AnyObject {}
