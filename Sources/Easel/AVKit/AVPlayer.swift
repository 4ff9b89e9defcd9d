import Foundation

// AVFoundation's players as view files make them (`@State var player = AVPlayer(url: url)`,
// `try AVAudioPlayer(contentsOf: url)`): nothing plays in a still image, so a player keeps what it
// is given, stays paused at the start, and calls no observer or delegate.

/// A media time (Core Media's `CMTime`).
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: Int32) {
        let s = seconds.isFinite ? seconds : 0
        self.init(value: Int64((s * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    /// The time in seconds.
    public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
}

/// Makes a media time (Core Media's `CMTimeMake`).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// Makes a media time from seconds (Core Media's `CMTimeMakeWithSeconds`).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
/// A media time in seconds (Core Media's `CMTimeGetSeconds`).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A video or sound to play (AVFoundation's `AVPlayerItem`).
nonisolated open class AVPlayerItem: @unchecked Sendable {
    public let url: URL?
    public init(url: URL) { self.url = url }
    open var duration: CMTime { .zero }
    open func currentTime() -> CMTime { .zero }
    open var status: AVPlayerItem.Status { .unknown }
    /// Whether an item is ready.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    /// Posted when an item plays to its end: never here.
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// A video or sound player (AVFoundation's `AVPlayer`), paused at the start.
nonisolated open class AVPlayer: @unchecked Sendable {
    public private(set) var currentItem: AVPlayerItem?
    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem: AVPlayerItem?) { currentItem = playerItem }

    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var timeControlStatus: TimeControlStatus { .paused }
    open var status: AVPlayer.Status { .unknown }

    /// Nothing plays in a still image.
    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {}
    open func currentTime() -> CMTime { .zero }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// An observer that is never called; the token removes it.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any {
        NSObject()
    }
    open func removeTimeObserver(_ observer: Any) {}

    /// What a player does at an item's end.
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    /// Whether a player is playing.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    /// Whether a player can play.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
}

/// A player of a queue of items (AVFoundation's `AVQueuePlayer`).
nonisolated open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    open func advanceToNextItem() {}
}

/// A sound player (AVFoundation's `AVAudioPlayer`): made from a file or bytes, never playing.
nonisolated open class AVAudioPlayer: @unchecked Sendable {
    public let url: URL?
    /// A player of a sound file; fails, as AVFoundation does, when the file does not exist.
    public init(contentsOf url: URL) throws {
        if url.isFileURL, !FileManager.default.fileExists(atPath: url.path) {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
    }
    /// As above, with a file type hint.
    public convenience init(contentsOf url: URL, fileTypeHint: String?) throws { try self.init(contentsOf: url) }
    /// A player of sound bytes.
    public init(data: Data) throws { url = nil }

    open weak var delegate: AVAudioPlayerDelegate?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open var rate: Float = 1
    open var enableRate = false
    /// Nothing plays in a still image; UIKit's answer for a player that could.
    @discardableResult open func play() -> Bool { true }
    @discardableResult open func prepareToPlay() -> Bool { true }
    open func pause() {}
    open func stop() {}
}

/// A sound player's delegate: its methods are the adopter's own and never called here.
public protocol AVAudioPlayerDelegate: AnyObject {}

/// The app's audio session (AVFoundation's `AVAudioSession`): settings accepted, nothing heard.
nonisolated open class AVAudioSession: @unchecked Sendable {
    private init() {}
    private static let shared = AVAudioSession()
    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { shared }
    public private(set) var category = Category.soloAmbient
    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions) throws { self.category = category }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// What the app's sound is for.
    public struct Category: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    /// The kind of sound.
    public struct Mode: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }
    /// How the sound mixes with others.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    /// Options of activation.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

/// How a video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// AVKit's player controller, as a representable wraps it: drawn as empty space (see `UIView`).
nonisolated open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
}

/// A layer showing a player's video (AVFoundation's `AVPlayerLayer`).
nonisolated open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    public init(player: AVPlayer?) {
        self.player = player
        super.init()
    }
    public override init() { super.init() }
}
