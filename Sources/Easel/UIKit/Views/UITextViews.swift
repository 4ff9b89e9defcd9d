import Foundation

// UIKit's text views as a representable's code configures them (see `UIView`).

/// Text alignment (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// How a label breaks lines that do not fit.
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }
/// The return key's title.
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// How a scroll view hides the keyboard.
public enum UIScrollViewKeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

/// UIKit's label.
nonisolated open class UILabel: UIView, @unchecked Sendable {
    open override class func appearance() -> UILabel { UILabel() }
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = UIColor(Color.primary)
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
}

/// UIKit's editable text view (what a `TextEditor` is on iOS).
nonisolated open class UITextView: UIScrollView, @unchecked Sendable {
    open override class func appearance() -> UITextView { UITextView() }
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var adjustsFontForContentSizeCategory = false
    open var allowsEditingTextAttributes = false
    open var inputAccessoryView: UIView?
    open weak var textViewDelegate: UITextViewDelegate?
    open override weak var delegate: UIScrollViewDelegate? {
        get { textViewDelegate }
        set { textViewDelegate = newValue as? UITextViewDelegate }
    }
}

/// A text view's delegate: its methods are the adopter's own and never called here.
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// UIKit's text field.
nonisolated open class UITextField: UIControl, @unchecked Sendable {
    open override class func appearance() -> UITextField { UITextField() }
    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var isSecureTextEntry = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightViewMode = ViewMode.never
    open weak var delegate: UITextFieldDelegate?
    /// A text field's border.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When a text field shows an overlay view.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// A text field's delegate: its methods are the adopter's own and never called here.
public protocol UITextFieldDelegate: AnyObject {}

/// UIKit's search field, the text field of a search bar.
nonisolated open class UISearchTextField: UITextField, @unchecked Sendable {
    open override class func appearance() -> UISearchTextField { UISearchTextField() }
}

/// UIKit's search bar.
nonisolated open class UISearchBar: UIView, @unchecked Sendable {
    open override class func appearance() -> UISearchBar { UISearchBar() }
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    public let searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?
    open func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }
    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {}
    /// A search bar's look.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    /// A search bar's icons.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
}

/// A search bar's delegate: its methods are the adopter's own and never called here.
public protocol UISearchBarDelegate: AnyObject {}
