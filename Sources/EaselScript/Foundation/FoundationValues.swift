import Foundation
import SwiftSyntax
import Easel

/// Foundation's value types a view file uses (`let id = UUID()`, `Date()`, a `DateFormatter`):
/// made and answered by Foundation itself. Formatters and calendars start in the device's locale
/// (`Script.locale`: en_US, an iOS device's default region, unless `--locale` says otherwise), so
/// that a render does not depend on the machine's settings.
enum FoundationValues {
    static let typeNames: Set<String> = Set([
        "UUID", "Date", "DateFormatter", "TimeInterval", "Calendar", "NumberFormatter", "NSNumber", "URL",
        "Data", "Bundle", "JSONDecoder", "JSONEncoder", "UserDefaults", "DateComponents", "LengthFormatter", "Scanner", "CharacterSet", "DispatchQueue",
        "DispatchTime",
        "TimeZone", "Locale", "ProcessInfo", "FileManager", "ISO8601DateFormatter", "ObjectIdentifier", "DateInterval", "Thread", "NSLocale",
    ]).union(FormatStyleValue.typeNames).union(MeasurementValues.typeNames).union(URLSessionValues.typeNames).union(URLComponentsValues.typeNames).union(
        ScriptLock.typeNames
    ).union(WatchConnectivityValues.typeNames)
        .union(SwiftDataValues.typeNames).union(CoreDataValues.typeNames).union(
            TaskValues.typeNames
        ).union(CacheValues.typeNames).union(StoreKitValues.typeNames)
    /// Of these, the names apps often give their own types (`struct Data`, `class Bundle`).
    static let shadowable: Set<String> = Set(["Data", "Bundle", "JSONDecoder", "JSONEncoder"]).union(SwiftDataValues.shadowable).union(
        CoreDataValues.shadowable
    ).union(StoreKitValues.shadowable)

    /// NSLocale's keys by name (`.countryCode`, `NSLocale.Key.identifier`).
    static let localeKeys: [String: NSLocale.Key] = [
        "identifier": .identifier, "languageCode": .languageCode, "countryCode": .countryCode, "scriptCode": .scriptCode,
        "variantCode": .variantCode, "calendar": .calendar, "collationIdentifier": .collationIdentifier, "currencyCode": .currencyCode,
        "currencySymbol": .currencySymbol, "decimalSeparator": .decimalSeparator, "groupingSeparator": .groupingSeparator,
    ]

    /// The calendar scripts see: Gregorian, in the device's locale and the render's time zone.
    static func calendar(_ ev: Evaluator) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.locale = ev.deviceLocale
        c.timeZone = RenderClock.timeZone
        return c
    }

    /// Foundation's calendars by their identifiers' names.
    static let calendarIdentifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
        "ethiopicAmeteMihret": .ethiopicAmeteMihret, "ethiopicAmeteAlem": .ethiopicAmeteAlem, "hebrew": .hebrew, "indian": .indian,
        "islamic": .islamic, "islamicCivil": .islamicCivil, "islamicTabular": .islamicTabular, "islamicUmmAlQura": .islamicUmmAlQura,
        "japanese": .japanese, "persian": .persian, "republicOfChina": .republicOfChina,
    ]

    /// A `ComparisonResult` as scripts compare it (`== .orderedAscending`).
    static func comparison(_ order: ComparisonResult) -> Value {
        .implicitMember(order == .orderedAscending ? "orderedAscending" : order == .orderedSame ? "orderedSame" : "orderedDescending", nil)
    }

    /// A calendar's lists of names (`Calendar.current.shortStandaloneWeekdaySymbols`), in its locale.
    /// Immutable after initialisation.
    nonisolated(unsafe) static let calendarSymbols: [String: KeyPath<Calendar, [String]>] = [
        "eraSymbols": \.eraSymbols, "longEraSymbols": \.longEraSymbols, "monthSymbols": \.monthSymbols,
        "shortMonthSymbols": \.shortMonthSymbols, "veryShortMonthSymbols": \.veryShortMonthSymbols,
        "standaloneMonthSymbols": \.standaloneMonthSymbols, "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
        "veryShortStandaloneMonthSymbols": \.veryShortStandaloneMonthSymbols, "weekdaySymbols": \.weekdaySymbols,
        "shortWeekdaySymbols": \.shortWeekdaySymbols, "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols,
        "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols, "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols,
        "veryShortStandaloneWeekdaySymbols": \.veryShortStandaloneWeekdaySymbols, "quarterSymbols": \.quarterSymbols,
        "shortQuarterSymbols": \.shortQuarterSymbols, "standaloneQuarterSymbols": \.standaloneQuarterSymbols,
        "shortStandaloneQuarterSymbols": \.shortStandaloneQuarterSymbols,
    ]
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekOfYear": .weekOfYear, "weekOfMonth": .weekOfMonth, "nanosecond": .nanosecond,
    ]

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if let v = try SwiftDataValues.construct(type, args, ev, node: node) { return v }
        if let v = try CoreDataValues.construct(type, args, ev, node: node) { return v }
        if let v = try TaskValues.construct(type, args, ev, node: node) { return v }
        if let v = try CacheValues.construct(type, args, node: node) { return v }
        if let v = try FormatStyleValue.construct(type, args, ev, node: node) { return v }
        var r = ArgReader(args, type, ev, node: node)
        if let v = try URLSessionValues.construct(type, &r, ev) ?? URLComponentsValues.construct(type, &r) {
            try r.finish()
            return v
        }
        let result: Value
        switch type {
        case "DispatchQueue":
            // `DispatchQueue(label: "sync", qos: .userInitiated)`: a queue of the app's own.
            guard let label = r.named("label") else { throw r.missing("'label:'") }
            r.skipRemaining()  // qos, attributes, autoreleaseFrequency, target
            result = .native(ScriptDispatchQueue(label: try Conversions.string(label.value, node: label.node)))
        case "Measurement": result = try MeasurementValues.construct(&r, ev)
        case _ where ScriptLock.typeNames.contains(type): result = .native(ScriptLock(typeName: type))
        case "DateInterval":
            // `DateInterval(start:end:)`, `DateInterval(start:duration:)`; the end may not be before the start.
            guard let a = r.named("start") else {
                result = .native(DateInterval())
                break
            }
            let start = try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)
            let duration: Double
            if let e = r.named("end") {
                duration = try Conversions.native(e.value, Date.self, "Date", ev, node: e.node).timeIntervalSince(start)
            } else if let d = r.named("duration") {
                guard let seconds = Conversions.double(d.value) else { throw EvalError("duration must be a number of seconds", d.node) }
                duration = seconds
            } else {
                throw r.missing("'end:' or 'duration:'")
            }
            guard duration.isFinite, duration >= 0 else { throw EvalError("a DateInterval cannot end before it starts", a.node) }
            result = .native(DateInterval(start: start, duration: duration))
        case "UUID":
            if let s = r.named("uuidString") {
                result = UUID(uuidString: try Conversions.string(s.value, node: s.node)).map { .native($0) } ?? .null
            } else {
                result = .native(ev.randomUUID())
            }
        case "Date":
            if let t = r.named("timeIntervalSince1970") {
                result = .native(Date(timeIntervalSince1970: try Conversions.double(t.value) ?? number(t)))
            } else if let t = r.named("timeIntervalSinceNow") {
                result = .native(RenderClock.now.addingTimeInterval(try Conversions.double(t.value) ?? number(t)))
            } else if let t = r.named("timeIntervalSinceReferenceDate") {
                result = .native(Date(timeIntervalSinceReferenceDate: try Conversions.double(t.value) ?? number(t)))
            } else if let t = r.named("timeInterval") {
                // `Date(timeInterval: 60, since: start)`.
                guard let since = r.named("since") else { throw r.missing("'since:'") }
                let start = try Conversions.native(since.value, Date.self, "Date", ev, node: since.node)
                result = .native(Date(timeInterval: try Conversions.double(t.value) ?? number(t), since: start))
            } else {
                result = .native(RenderClock.now)
            }
        case "DateFormatter":
            let f = DateFormatter()
            f.locale = ev.deviceLocale
            f.timeZone = RenderClock.timeZone
            result = .native(f)
        case "ISO8601DateFormatter":
            // In GMT, as Foundation's (`2026-01-01T09:41:00Z`), whatever the render's time zone.
            result = .native(ISO8601DateFormatter())
        case "ObjectIdentifier":
            // `ObjectIdentifier(Storing.self)`, `ObjectIdentifier(object)`: a key equal for the same
            // type or the same instance, and only for it.
            guard let a = r.positional() else { throw r.missing("a type or an object") }
            switch a.value {
            case .type(let t): result = .string("ObjectIdentifier(\(t.name).self)")
            case .instance(let i): result = .string("ObjectIdentifier(\(Swift.ObjectIdentifier(i).debugDescription))")
            default: throw EvalError("ObjectIdentifier(_:) takes a type or a class instance, got \(a.value.typeName)", a.node)
            }
        case "LengthFormatter":
            result = .native(ScriptLengthFormatter(locale: ev.deviceLocale))
        case "TimeZone":
            // `TimeZone(identifier: "UTC")!`, `TimeZone(secondsFromGMT: 3600)`: nil for an unknown one, as Foundation.
            if let a = r.named("identifier") {
                result = TimeZone(identifier: try Conversions.string(a.value, node: a.node)).map { .native($0) } ?? .null
            } else if let a = r.named("abbreviation") {
                // `TimeZone(abbreviation: "MDT")`: Foundation's table of abbreviations.
                result = TimeZone(abbreviation: try Conversions.string(a.value, node: a.node)).map { .native($0) } ?? .null
            } else {
                guard let a = r.named("secondsFromGMT") else { throw r.missing("'identifier:'") }
                result = TimeZone(secondsFromGMT: try Conversions.int(a.value, node: a.node)).map { .native($0) } ?? .null
            }
        case "Locale":
            // `Locale(identifier: "de_DE")`: any identifier, as Foundation accepts.
            guard let a = r.named("identifier") else { throw r.missing("'identifier:'") }
            result = .native(Locale(identifier: try Conversions.string(a.value, node: a.node)))
        case "NSLocale":
            // `NSLocale(localeIdentifier: "en_US")`: the locale, which takes NSLocale's methods too.
            guard let a = r.named("localeIdentifier") else { throw r.missing("'localeIdentifier:'") }
            result = .native(Locale(identifier: try Conversions.string(a.value, node: a.node)))
        case "FileManager":
            // `FileManager()`: the same sandbox as `FileManager.default`.
            result = .native(ScriptFoundation.FileManager())
        case "Scanner":
            guard let a = r.named("string") else { throw r.missing("'string:'") }
            result = .native(ScriptScanner(try Conversions.string(a.value, node: a.node)))
        case "Calendar":
            // `Calendar(identifier: .gregorian)`: in the device's locale and the render's time zone,
            // as `Calendar.current` is.
            guard let a = r.named("identifier") else { throw r.missing("'identifier:'") }
            guard case .implicitMember(let name, nil) = a.value, let id = Self.calendarIdentifiers[name] else {
                var message = "expected a Calendar.Identifier (.gregorian, .iso8601, …), got \(a.value)"
                if case .implicitMember(let name, nil) = a.value { message += Suggest.didYouMean(name, among: Array(Self.calendarIdentifiers.keys)) }
                throw EvalError(message, a.node)
            }
            var c = Calendar(identifier: id)
            c.locale = ev.deviceLocale
            c.timeZone = RenderClock.timeZone
            result = .native(c)
        case "CharacterSet":
            guard let a = r.named("charactersIn") else { throw r.missing("'charactersIn:'") }
            result = .native(CharacterSet(charactersIn: try Conversions.string(a.value, node: a.node)))
        case "NumberFormatter":
            let f = NumberFormatter()
            f.locale = ev.deviceLocale
            result = .native(f)
        case "URL":
            // `URL(filePath:)` (iOS 16) is `URL(fileURLWithPath:)`; its directory hint changes nothing here.
            if let a = r.named("fileURLWithPath") ?? r.named("filePath") {
                _ = r.named("directoryHint")
                result = .native(URL(fileURLWithPath: try Conversions.string(a.value, node: a.node)))
            } else {
                // `URL(string:encodingInvalidCharacters:)` (iOS 17): with false, a string with a
                // character a URL cannot hold (a space) gives nil instead of being percent-encoded.
                guard let a = r.named("string") else { throw r.missing("'string:'") }
                let string = try Conversions.string(a.value, node: a.node)
                let url =
                    if let e = r.named("encodingInvalidCharacters") {
                        URL(string: string, encodingInvalidCharacters: try Conversions.bool(e.value, node: e.node))
                    } else {
                        URL(string: string)  // Foundation's default
                    }
                result = url.map { .native($0) } ?? .null
            }
        case "NSNumber":
            guard let a = r.named("value") else { throw r.missing("'value:'") }
            result = a.value
        case "DateComponents":
            // `DateComponents(year: 2024, month: 3, day: 14, hour: 9)`.
            var c = DateComponents()
            for (label, key) in components where r.has(label) {
                guard let a = r.named(label) else { continue }
                c.setValue(try Conversions.int(a.value, node: a.node), for: key)
            }
            _ = r.named("calendar")
            _ = r.named("timeZone")
            result = .native(c)
        case "JSONDecoder":
            result = .native(JSONDecoding.JSONDecoder())
        case "JSONEncoder":
            result = .native(JSONEncoding.JSONEncoder())
        case "UserDefaults":
            // `UserDefaults(suiteName: "group.app")`: another empty store.
            _ = r.named("suiteName")
            result = .native(ScriptFoundation.UserDefaults())
        case "Bundle":
            // `Bundle(for: ModelData.self)`: an app has one bundle, the project's files.
            r.skipRemaining()
            result = .native(ScriptFoundation.Bundle())
        case "Data":
            r.skipRemaining()
            guard let v = try ev.fileInit(type, args, node: node) else {
                throw EvalError("Data can be made only from a bundled file here: Data(contentsOf: Bundle.main.url(…)!)", node)
            }
            result = v
        default: return nil
        }
        try r.finish()
        return result
    }

    private static func number(_ a: Arg) throws -> Double {
        throw EvalError("expected a number, got \(a.value.typeName)", a.node)
    }

    /// The types of Foundation properties a script sets to an implicit member
    /// (`formatter.timeZone = .current`).
    static let propertyTypes: [String: String] = ["timeZone": "TimeZone", "locale": "Locale", "calendar": "Calendar"]

    static func staticMember(_ type: String, _ name: String, _ ev: Evaluator) -> Value? {
        if let v = DispatchValues.staticMember(type, name) { return v }
        if let v = TaskValues.staticMember(type, name) { return v }
        if let v = MeasurementValues.staticMember(type, name) { return v }
        if let v = SwiftDataValues.staticMember(type, name) { return v }
        if let v = CoreDataValues.staticMember(type, name) { return v }
        if let v = URLSessionValues.staticMember(type, name) { return v }
        if let v = WatchConnectivityValues.staticMember(type, name, ev) { return v }
        if let v = StoreKitValues.staticMember(type, name, ev) { return v }
        if let v = AVKitValues.staticMember(type, name) { return v }
        switch (type, name) {
        case ("Date", "now"): return .native(RenderClock.now)
        case ("Date", "distantPast"): return .native(Date.distantPast)
        case ("Date", "distantFuture"): return .native(Date.distantFuture)
        // The render's fixed now, as `Date()` is.
        case ("Date", "timeIntervalSinceReferenceDate"): return .double(RenderClock.now.timeIntervalSinceReferenceDate)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .native(calendar(ev))
        case ("CharacterSet", _): return Builtins.characterSets[name].map { .native($0) }
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return .native(RenderClock.timeZone)
        case ("TimeZone", "gmt"): return .native(TimeZone(secondsFromGMT: 0)!)
        // The device's locale (en_US unless the render says otherwise), never the machine's.
        // An NSLocale is a `Locale` here (`NSLocale.current` is one in Swift).
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"), ("NSLocale", "current"), ("NSLocale", "autoupdatingCurrent"):
            return .native(ev.deviceLocale)
        // The device's one language, as a language tag ("en-US").
        case ("Locale", "preferredLanguages"): return .array([.string(ev.deviceLocale.identifier.replacingOccurrences(of: "_", with: "-"))])
        // Foundation's own list (ICU's locales), sorted so that a picker lists them the same way on every machine.
        case ("Locale", "availableIdentifiers"): return .array(Locale.availableIdentifiers.sorted().map { .string($0) })
        case ("Locale", "isoRegionCodes"): return .array(Locale.Region.isoRegions.map(\.identifier).sorted().map { .string($0) })
        // A view's body runs on the main thread (`Thread.isMainThread`, `Thread.current.isMainThread`).
        case ("Thread", "isMainThread"): return .bool(true)
        // NSLocale's class members.
        case ("NSLocale", "system"): return .native(Locale(identifier: ""))
        case ("NSLocale", "isoCountryCodes"): return .array(NSLocale.isoCountryCodes.map { .string($0) })
        case ("NSLocale", "isoLanguageCodes"): return .array(NSLocale.isoLanguageCodes.map { .string($0) })
        case ("NSLocale", "isoCurrencyCodes"): return .array(NSLocale.isoCurrencyCodes.map { .string($0) })
        case ("NSLocale", "availableLocaleIdentifiers"): return .array(NSLocale.availableLocaleIdentifiers.sorted().map { .string($0) })
        case ("NSLocale", "Key"): return .type(.builtin("NSLocale.Key"))
        case ("NSLocale.Key", _): return localeKeys[name].map { .native($0) }
        case ("Thread", "current"), ("Thread", "main"): return .native(ScriptMainThread())
        case ("Bundle", "main"), ("Bundle", "module"): return .native(ScriptFoundation.Bundle())
        case ("UserDefaults", "standard"): return .native(ev.standardDefaults)
        case ("FileManager", "default"): return .native(ScriptFoundation.FileManager())
        // `FileManager.SearchPathDirectory.documentDirectory`: the member as `.documentDirectory`.
        case ("FileManager", "SearchPathDirectory"), ("FileManager", "SearchPathDomainMask"): return .type(.builtin("FileManager." + name))
        case ("FileManager.SearchPathDirectory", _), ("FileManager.SearchPathDomainMask", _): return .implicitMember(name, nil)
        case ("URL", _): return Evaluator.sandboxURL(name)
        case ("ProcessInfo", "processInfo"): return .native(ScriptProcessInfo())
        default: return nil
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        if let v = MeasurementValues.member(base, name) { return v }
        if let v = SwiftDataValues.member(base, name) { return v }
        if let v = CoreDataValues.member(base, name) { return v }
        if let v = URLSessionValues.member(base, name) ?? URLComponentsValues.member(base, name) { return v }
        switch base {
        case .native(let set as CharacterSet) where name == "inverted":
            return .native(set.inverted)
        case .native(is CharacterSet) where name == "contains":
            return .native(BoundMethod(base: base, name: name))  // `.filter(CharacterSet.letters.contains)`
        case .native(let p as ScriptProcessInfo):
            return p.member(name)
        case .native(is ScriptMainThread):
            if name == "isMainThread" { return .bool(true) }
        case .native(is ScriptFoundation.Bundle):
            // The app's Info.plist is not read: its keys are absent, as `object(forInfoDictionaryKey:)`'s
            // are, so code falls back to its defaults (`?? "1.0"`).
            if name == "infoDictionary" || name == "localizedInfoDictionary" { return .dictionary([]) }
            // A placeholder identifier (an Xcode preview runs inside the app's bundle, which has
            // one; `Logger(subsystem: Bundle.main.bundleIdentifier!, …)` needs it).
            if name == "bundleIdentifier" { return .string(ScriptFoundation.Bundle.placeholderIdentifier) }
            // An app's bundle is one folder, its resources inside it (SBB's design system
            // compares `Bundle.main.bundlePath` with its framework bundle's).
            if name == "bundlePath" || name == "resourcePath" { return .string(ScriptFoundation.Bundle.path) }
            if name == "bundleURL" || name == "resourceURL" { return .native(URL(fileURLWithPath: ScriptFoundation.Bundle.path, isDirectory: true)) }
        case .native(let e as ScriptFoundationError):
            return e.member(name)
        case .native(let e as ScriptFoundation.DirectoryEnumerator):
            return e.member(name)
        case .native(let u as URL):
            return URLValues.member(u, name)
        case .native(let z as TimeZone):
            if name == "identifier" { return .string(z.identifier) }
        case .native(let c as Calendar):
            // In the calendar's locale (the device's for `Calendar.current`).
            if let symbols = calendarSymbols[name] { return .array(c[keyPath: symbols].map { .string($0) }) }
            switch name {
            case "amSymbol": return .string(c.amSymbol)
            case "pmSymbol": return .string(c.pmSymbol)
            case "firstWeekday": return .int(c.firstWeekday)
            case "timeZone": return .native(c.timeZone)
            case "locale": return c.locale.map { .native($0) } ?? .null
            case "minimumDaysInFirstWeek": return .int(c.minimumDaysInFirstWeek)
            default: break
            }
        case .native(let s as ScriptScanner):
            return s.member(name)
        case .native(let u as UUID):
            if name == "uuidString" { return .string(u.uuidString) }
        case .native(let d as Date):
            switch name {
            case "timeIntervalSince1970": return .double(d.timeIntervalSince1970)
            case "timeIntervalSinceNow": return .double(d.timeIntervalSince(RenderClock.now))
            case "timeIntervalSinceReferenceDate": return .double(d.timeIntervalSinceReferenceDate)
            default: break
            }
        case .native(let i as DateInterval):
            switch name {
            case "start": return .native(i.start)
            case "end": return .native(i.end)
            case "duration": return .double(i.duration)
            default: break
            }
        case .native(let f as DateFormatter):
            if name == "dateFormat" { return .string(f.dateFormat) }
        case .native(let c as DateComponents):
            if let key = components[name] { return c.value(for: key).map { .int($0) } ?? .null }
        case .native(let l as Locale):
            // `Locale.current.identifier`, `.currency?.identifier` (the code apps pass to `.currency(code:)`).
            switch name {
            case "identifier": return .string(l.identifier)
            case "languageCode": return l.language.languageCode.map { .string($0.identifier) } ?? .null
            case "regionCode": return l.region.map { .string($0.identifier) } ?? .null
            case "currencyCode": return l.currency.map { .string($0.identifier) } ?? .null
            case "currencySymbol": return l.currencySymbol.map { .string($0) } ?? .null
            case "decimalSeparator": return l.decimalSeparator.map { .string($0) } ?? .null
            case "groupingSeparator": return l.groupingSeparator.map { .string($0) } ?? .null
            case "language": return .native(l.language)
            case "region": return l.region.map { .native($0) } ?? .null
            case "currency": return l.currency.map { .native($0) } ?? .null
            default: break
            }
        case .native(let k as NSLocale.Key): if name == "rawValue" { return .string(k.rawValue) }
        case .native(let l as Locale.Language):
            if name == "languageCode" { return l.languageCode.map { .native($0) } ?? .null }
            if name == "region" { return l.region.map { .native($0) } ?? .null }
        case .native(let c as Locale.LanguageCode): if name == "identifier" { return .string(c.identifier) }
        case .native(let r as Locale.Region): if name == "identifier" { return .string(r.identifier) }
        case .native(let c as Locale.Currency): if name == "identifier" { return .string(c.identifier) }
        case .native(let d as Data):
            if name == "count" { return .int(d.count) }
            if name == "isEmpty" { return .bool(d.isEmpty) }
        default: break
        }
        return nil
    }

    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        let result: Value
        if let v = try MeasurementValues.callMethod(base, name, args, node: node) { return v }
        if case .native(let f as FormatStyleValue) = base, let g = try f.applying(name, args, ev, node: node) { return .native(g) }
        if let v = try SwiftDataValues.callMethod(base, name, args, ev, node: node) { return v }
        if let v = try CoreDataValues.callMethod(base, name, args, ev, node: node) { return v }
        if let v = try URLSessionValues.callMethod(base, name, args, ev, node: node) ?? URLComponentsValues.callMethod(base, name, args, ev, node: node) {
            return v
        }
        switch (base, name) {
        case (.native(is ScriptFoundation.Bundle), _):
            return try ev.bundleMethod(name, args, node: node)
        case (.native(is ScriptFoundation.FileManager), _):
            return try ev.fileManagerMethod(name, args, node: node)
        case (.native(let u as URL), _):
            return try URLValues.callMethod(u, name, args, ev, node: node)
        case (.native(let e as ScriptFoundation.DirectoryEnumerator), _):
            return e.call(name, args)
        case (.native(is Data), "write"), (.string, "write"):
            return try ev.writeFile(base, args, node: node)
        case (.native(let s as ScriptScanner), _):
            return try ScriptScanner.call(s, name, args, node: node)
        case (.native(let set as CharacterSet), "contains"):
            // `CharacterSet.alphanumerics.contains(scalar)`, and `.filter(set.contains)` over a
            // string's unicode scalars (single-scalar strings in a script).
            guard let a = r.positional() else { throw r.missing("a unicode scalar") }
            let s = try Conversions.string(a.value, node: a.node)
            guard let scalar = s.unicodeScalars.first, s.unicodeScalars.count == 1 else {
                throw EvalError("CharacterSet.contains expects one unicode scalar, got \"\(s)\"", a.node)
            }
            result = .bool(set.contains(scalar))
        case (.native(let set as CharacterSet), "union"), (.native(let set as CharacterSet), "subtracting"),
            (.native(let set as CharacterSet), "intersection"):
            guard let a = r.positional(), let other = Builtins.characterSet(a.value) else { throw r.missing("a CharacterSet") }
            result = .native(name == "union" ? set.union(other) : name == "subtracting" ? set.subtracting(other) : set.intersection(other))
        case (.native(let q as ScriptDispatchQueue), _):
            return try DispatchValues.callMethod(q, name, args, ev, node: node)
        case (.native(let l as ScriptLock), _):
            return try l.call(name == "lock" && args.items.first?.label == "before" ? "lockBefore" : name, args, ev, node: node)
        // `NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: code])`.
        case (.type(.builtin("NSLocale")), "localeIdentifier"):
            guard let a = r.named("fromComponents"), case .dictionary(let entries) = a.value else { throw r.missing("'fromComponents:' dictionary") }
            var components: [String: String] = [:]
            for (k, v) in entries { components[try Conversions.string(k, node: a.node)] = try Conversions.string(v, node: a.node) }
            result = .string(NSLocale.localeIdentifier(fromComponents: components))
        case (.type(.builtin(let t)), _):
            return DispatchValues.callStatic(t, name)
        case (.native(let d as ScriptFoundation.UserDefaults), _):
            return try ev.userDefaultsMethod(d, name, args, node: node)
        case (.native(let d as JSONDecoding.JSONDecoder), "decode"):
            return try ev.decodeJSON(d, args, node: node)
        case (.native(let e as JSONEncoding.JSONEncoder), "encode"):
            return try ev.encodeJSON(e, args, node: node)
        case (.string(let s), "data"):
            // `json.data(using: .utf8)`: Swift strings are Unicode, so every encoding view files name gives UTF-8 here.
            _ = r.named("using"); _ = r.named("allowLossyConversion")
            result = .native(Data(s.utf8))
        // `(Locale.current as NSLocale).displayName(forKey: .languageCode, value: "fr")`: NSLocale's
        // names, from the same data.
        case (.native(let l as Locale), "displayName"):
            guard let k = r.named("forKey"), let v = r.named("value") else { throw r.missing("'forKey:' and 'value:'") }
            let key = try Conversions.native(k.value, NSLocale.Key.self, "NSLocale.Key", ev, node: k.node)
            result =
                NSLocale(localeIdentifier: l.identifier).displayName(forKey: key, value: try Conversions.string(v.value, node: v.node)).map { .string($0) }
                ?? .null
        // `Locale.current.localizedString(forRegionCode: "cn")`: the name in the locale's language,
        // from Foundation's (ICU's) data.
        case (.native(let l as Locale), "localizedString"):
            guard let a = args.items.first, let label = a.label else {
                throw r.missing("'forIdentifier:', 'forLanguageCode:', 'forRegionCode:' or 'forCurrencyCode:'")
            }
            _ = r.named(label)
            let code = try Conversions.string(a.value, node: a.node)
            let name: String?
            switch label {
            case "forIdentifier": name = l.localizedString(forIdentifier: code)
            case "forLanguageCode": name = l.localizedString(forLanguageCode: code)
            case "forRegionCode": name = l.localizedString(forRegionCode: code)
            case "forCurrencyCode": name = l.localizedString(forCurrencyCode: code)
            case "forScriptCode": name = l.localizedString(forScriptCode: code)
            default: throw EvalError("Locale has no localizedString(\(label):)", a.node)
            }
            result = name.map { .string($0) } ?? .null
        case (.native(let d as Date), "addingTimeInterval"):
            guard let a = r.positional() else { throw r.missing("interval") }
            result = .native(d.addingTimeInterval(try Conversions.cgfloat(a.value, node: a.node)))
        case (.native(let d as Date), "distance"):
            guard let a = r.named("to") else { throw r.missing("'to:'") }
            result = .double(d.distance(to: try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)))
        case (.native(let d as Date), "advanced"):
            guard let a = r.named("by") else { throw r.missing("'by:'") }
            result = .native(d.advanced(by: try Conversions.cgfloat(a.value, node: a.node)))
        case (.native(let d as Date), "compare"):
            guard let a = r.positional() else { throw r.missing("date") }
            let other = try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)
            let order = d.compare(other)
            result = FoundationValues.comparison(order)
        case (.native(let i as DateInterval), "contains"):
            guard let a = r.positional() else { throw r.missing("date") }
            result = .bool(i.contains(try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)))
        case (.native(let i as DateInterval), "intersects"):
            guard let a = r.positional() else { throw r.missing("interval") }
            result = .bool(i.intersects(try Conversions.native(a.value, DateInterval.self, "DateInterval", ev, node: a.node)))
        case (.native(let c as Calendar), "nextDate"), (.native(let c as Calendar), "enumerateDates"):
            // `nextDate(after:matching:matchingPolicy:)`: the next date whose components match;
            // `enumerateDates(startingAfter:matching:matchingPolicy:using:)` calls the closure with
            // each in turn until it sets `stop` (at most 10,000 dates).
            guard let a = r.named("after") ?? r.named("startingAfter"), let m = r.named("matching") else {
                throw r.missing("'after:' and 'matching:'")
            }
            let start = try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)
            let match = try Conversions.native(m.value, DateComponents.self, "DateComponents", ev, node: m.node)
            _ = r.named("matchingPolicy"); _ = r.named("repeatedTimePolicy")
            let backward: Bool
            if let d = r.named("direction"), case .implicitMember("backward", nil) = d.value { backward = true } else { backward = false }
            if name == "nextDate" {
                result =
                    c.nextDate(after: start, matching: match, matchingPolicy: .nextTime, direction: backward ? .backward : .forward)
                    .map { .native($0) } ?? .null
                break
            }
            guard let body = r.named("using") ?? r.trailingArgument() else { throw r.missing("the closure") }
            var count = 0
            var failure: Error? = nil
            c.enumerateDates(startingAfter: start, matching: match, matchingPolicy: .nextTime, direction: backward ? .backward : .forward) {
                date, exact, stop in
                count += 1
                var stopped = false
                let flag = BindingBox(get: { .bool(stopped) }, set: { if case .bool(let b) = $0 { stopped = b } })
                do {
                    _ = try ev.callValue(
                        body.value,
                        Args([
                            Arg(label: nil, value: date.map { .native($0) } ?? .null), Arg(label: nil, value: .bool(exact)),
                            Arg(label: nil, value: .binding(flag)),
                        ]),
                        node: body.node)
                } catch {
                    failure = error
                    stopped = true
                }
                if stopped || count >= 10_000 { stop = true }
            }
            if let failure { throw failure }
            result = .void
        case (.native(let d as Date), "timeIntervalSince"):
            guard let a = r.positional() else { throw r.missing("date") }
            result = .double(d.timeIntervalSince(try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)))
        case (.native(let d as Date), "formatted"):
            result = .string(try formatted(d, &r, ev))
        case (.native(let c as Calendar), "component"):
            guard let k = r.positional(), case .implicitMember(let n, nil) = k.value, let comp = components[n] else {
                throw r.missing("a component such as .hour")
            }
            guard let d = r.named("from") else { throw r.missing("'from:'") }
            result = .int(c.component(comp, from: try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)))
        case (.native(let c as Calendar), "date") where r.has("byAdding") && !r.has("value"):
            // `date(byAdding: DateComponents(year: -40), to: date)`.
            guard let k = r.named("byAdding"), let d = r.named("to") else { throw r.missing("'byAdding:to:'") }
            let components = try Conversions.native(k.value, DateComponents.self, "DateComponents", ev, node: k.node)
            result = c.date(byAdding: components, to: try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)).map { .native($0) } ?? .null
        case (.native(let c as Calendar), "date") where r.has("byAdding"):
            guard let k = r.named("byAdding"), case .implicitMember(let n, nil) = k.value, let comp = components[n],
                let v = r.named("value"), let d = r.named("to")
            else { throw r.missing("'byAdding:value:to:'") }
            let date = try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
            result = c.date(byAdding: comp, value: try Conversions.int(v.value, node: v.node), to: date).map { .native($0) } ?? .null
        case (.native(let c as Calendar), "date") where r.has("from"):
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = c.date(from: try Conversions.native(a.value, DateComponents.self, "DateComponents", ev, node: a.node)).map { .native($0) } ?? .null
        case (.native(let c as Calendar), "dateInterval"):
            // `Calendar.current.dateInterval(of: .month, for: today)`: the month (week, day …) holding the date.
            guard let of = r.named("of"), case .implicitMember(let m, nil) = of.value, let component = Self.components[m], let d = r.named("for") else {
                throw r.missing("'of:' (a calendar component such as .month) and 'for:'")
            }
            result = c.dateInterval(of: component, for: try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)).map { .native($0) } ?? .null
        case (.native(let c as Calendar), "dateComponents"):
            guard let set = r.positional(), case .array(let names) = set.value, let d = r.named("from") else {
                throw r.missing("components such as [.hour, .minute] and 'from:'")
            }
            var keys = Set<Calendar.Component>()
            for n in names {
                guard case .implicitMember(let m, nil) = n, let k = components[m] else {
                    throw EvalError("expected a calendar component such as .hour", set.node)
                }
                keys.insert(k)
            }
            let from = try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
            // `dateComponents([.day], from: start, to: end)`: the difference between two dates.
            if let t = r.named("to") {
                result = .native(c.dateComponents(keys, from: from, to: try Conversions.native(t.value, Date.self, "Date", ev, node: t.node)))
            } else {
                result = .native(c.dateComponents(keys, from: from))
            }
        case (.native(let c as Calendar), "isDate") where r.has("inSameDayAs"):
            guard let a = r.positional(), let b = r.named("inSameDayAs") else { throw r.missing("a date and 'inSameDayAs:'") }
            result = .bool(
                c.isDate(
                    try Conversions.native(a.value, Date.self, "Date", ev, node: a.node),
                    inSameDayAs: try Conversions.native(b.value, Date.self, "Date", ev, node: b.node)))
        case (.native(let c as Calendar), "isDate") where r.has("equalTo"):
            guard let a = r.positional(), let b = r.named("equalTo"), let g = r.named("toGranularity"),
                case .implicitMember(let n, nil) = g.value, let comp = components[n]
            else { throw r.missing("a date, 'equalTo:' and 'toGranularity:'") }
            result = .bool(
                c.isDate(
                    try Conversions.native(a.value, Date.self, "Date", ev, node: a.node),
                    equalTo: try Conversions.native(b.value, Date.self, "Date", ev, node: b.node), toGranularity: comp))
        case (.native(let c as Calendar), "compare"):
            // `compare(a, to: b, toGranularity: .day)`: which comes first at that granularity.
            guard let a = r.positional(), let b = r.named("to"), let g = r.named("toGranularity"),
                case .implicitMember(let n, nil) = g.value, let comp = components[n]
            else { throw r.missing("a date, 'to:' and 'toGranularity:'") }
            let order = c.compare(
                try Conversions.native(a.value, Date.self, "Date", ev, node: a.node),
                to: try Conversions.native(b.value, Date.self, "Date", ev, node: b.node), toGranularity: comp)
            result = FoundationValues.comparison(order)
        case (.native(let c as Calendar), "isDateInYesterday"), (.native(let c as Calendar), "isDateInTomorrow"):
            // Relative to the render's fixed now, as `isDateInToday`.
            guard let d = r.positional() else { throw r.missing("a date") }
            let date = try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
            let other = c.date(byAdding: .day, value: name == "isDateInYesterday" ? -1 : 1, to: RenderClock.now) ?? RenderClock.now
            result = .bool(c.isDate(date, inSameDayAs: other))
        case (.native(let c as Calendar), "range"):
            // `range(of: .day, in: .month, for: date)`: the days of that month, as a range.
            guard let a = r.named("of"), let b = r.named("in"), let d = r.named("for"),
                case .implicitMember(let small, nil) = a.value, let smaller = components[small],
                case .implicitMember(let large, nil) = b.value, let larger = components[large]
            else { throw r.missing("'of:in:for:' with calendar components") }
            let date = try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
            result = c.range(of: smaller, in: larger, for: date).map { .range(lower: $0.lowerBound, upper: $0.upperBound, closed: false) } ?? .null
        case (.native(let c as Calendar), "date") where r.has("bySettingHour"):
            guard let h = r.named("bySettingHour"), let m = r.named("minute"), let d = r.named("of") else {
                throw r.missing("'bySettingHour:minute:second:of:'")
            }
            let second = try r.named("second").map { try Conversions.int($0.value, node: $0.node) } ?? 0
            let hour = try Conversions.int(h.value, node: h.node), minute = try Conversions.int(m.value, node: m.node)
            guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
                throw EvalError("no time \(hour):\(minute):\(second) in a day", h.node)
            }
            result =
                c.date(
                    bySettingHour: hour, minute: minute, second: second,
                    of: try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
                ).map { .native($0) } ?? .null
        case (.native(let c as Calendar), "startOfDay"):
            guard let d = r.named("for") else { throw r.missing("'for:'") }
            result = .native(c.startOfDay(for: try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)))
        case (.native(let c as Calendar), "isDateInToday"), (.native(let c as Calendar), "isDateInWeekend"):
            guard let d = r.positional() else { throw r.missing("a date") }
            let date = try Conversions.native(d.value, Date.self, "Date", ev, node: d.node)
            result = .bool(name == "isDateInToday" ? c.isDate(date, inSameDayAs: RenderClock.now) : c.isDateInWeekend(date))
        case (.native(let f as NumberFormatter), "string"):
            guard let a = r.named("from") ?? r.named("for") else { throw r.missing("'from:'") }
            // `string(from: .init(value: amount))`: an implicit NSNumber.
            let value = a.value.isImplicitMember ? try ev.coerce(a.value, to: "NSNumber", node: a.node) : a.value
            guard let d = Conversions.double(value) else { throw EvalError("expected a number, got \(value.typeName)", a.node) }
            let n: NSNumber = {
                if case .int(let i) = value { return NSNumber(value: i) }; return NSNumber(value: d)
            }()
            result = f.string(from: n).map { .string($0) } ?? .null
        case (.native(let f as ScriptLengthFormatter), "string"):
            guard let a = r.named("fromValue"), let u = r.named("unit") else { throw r.missing("'fromValue:' and 'unit:'") }
            guard let v = Conversions.double(a.value) else { throw EvalError("expected a number, got \(a.value.typeName)", a.node) }
            guard case .implicitMember(let unit, nil) = u.value, let text = f.string(fromValue: v, unit: unit) else {
                throw EvalError(
                    "LengthFormatter.Unit must be one of " + ScriptLengthFormatter.symbols.keys.sorted().map { "." + $0 }.joined(separator: ", "), u.node)
            }
            result = .string(text)
        case (.native(let f as DateFormatter), "string"):
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = .string(f.string(from: try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)))
        case (.native(let f as ISO8601DateFormatter), "string"):
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = .string(f.string(from: try Conversions.native(a.value, Date.self, "Date", ev, node: a.node)))
        case (.native(let f as ISO8601DateFormatter), "date"):
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = f.date(from: try Conversions.string(a.value, node: a.node)).map { .native($0) } ?? .null
        case (.native(let f as DateFormatter), "setLocalizedDateFormatFromTemplate"):
            // `formatter.setLocalizedDateFormatFromTemplate("dd MMMM")`: the format for the formatter's locale.
            guard let a = r.positional() else { throw r.missing("template") }
            f.setLocalizedDateFormatFromTemplate(try Conversions.string(a.value, node: a.node))
            result = .void
        case (.native(let f as DateFormatter), "date"):
            // `formatter.date(from: "2024-03-01")`: nil when the string does not match the format.
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = f.date(from: try Conversions.string(a.value, node: a.node)).map { .native($0) } ?? .null
        case (.native(let f as NumberFormatter), "number"):
            guard let a = r.named("from") else { throw r.missing("'from:'") }
            result = f.number(from: try Conversions.string(a.value, node: a.node)).map { .double($0.doubleValue) } ?? .null
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `date.formatted()`, `date.formatted(date: .abbreviated, time: .shortened)`,
    /// `date.formatted(.dateTime.day().month())`, in the device's locale.
    private static func formatted(_ d: Date, _ r: inout ArgReader, _ ev: Evaluator) throws -> String {
        if let style = r.positional() { return try FormatStyleValue.text(.native(d), style.value, ev, node: style.node) }
        let dates: [String: Date.FormatStyle.DateStyle] = [
            "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated,
            "long": .long, "complete": .complete,
        ]
        let times: [String: Date.FormatStyle.TimeStyle] = [
            "omitted": .omitted, "shortened": .shortened, "standard": .standard,
            "complete": .complete,
        ]
        func style<T>(_ label: String, _ table: [String: T], _ fallback: T) throws -> T {
            guard let a = r.named(label) else { return fallback }
            guard case .implicitMember(let n, nil) = a.value, let s = table[n] else {
                throw EvalError("'\(label):' expects one of " + table.keys.sorted().map { "." + $0 }.joined(separator: ", "), a.node)
            }
            return s
        }
        let hasStyles = r.has("date") || r.has("time")
        let date = try style("date", dates, hasStyles ? .omitted : .numeric)
        let time = try style("time", times, hasStyles ? .omitted : .shortened)
        return d.formatted(Date.FormatStyle(date: date, time: time, locale: ev.deviceLocale, timeZone: RenderClock.timeZone))
    }

    /// `formatter.dateStyle = .medium`: formatters are classes, changed in place.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        if try SwiftDataValues.setMember(base, name, value, node: node) { return true }
        if try CoreDataValues.setMember(base, name, value, node: node) { return true }
        if try URLSessionValues.setMember(base, name, value, node: node) { return true }
        if case .native(let s as ScriptScanner) = base {
            var v = value
            if case .implicitMember(let n, nil) = value, let set = Builtins.characterSets[n] { v = .native(set) }
            return try s.set(name, v, node: node)
        }
        if case .native(let f as NumberFormatter) = base { try setNumberFormatter(f, name, value, node: node); return true }
        if case .native(let f as ISO8601DateFormatter) = base {
            switch (name, value) {
            case ("formatOptions", _): f.formatOptions = try iso8601Options(value, node: node)
            case ("timeZone", .native(let z as TimeZone)): f.timeZone = z
            default: throw EvalError("cannot set '\(name)' of ISO8601DateFormatter here", node)
            }
            return true
        }
        if case .native(let d as JSONDecoding.JSONDecoder) = base { try JSONDecoding.setDecoderMember(d, name, value, node: node); return true }
        if case .native(let e as JSONEncoding.JSONEncoder) = base { try JSONEncoding.setEncoderMember(e, name, value, node: node); return true }
        guard case .native(let f as DateFormatter) = base else { return false }
        let styles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]
        switch (name, value) {
        case ("dateFormat", .string(let s)): f.dateFormat = s
        // `dateFormat = .none` (the property is a `String!`): no format, the styles decide.
        case ("dateFormat", .null), ("dateFormat", .implicitMember("none", nil)): f.dateFormat = nil
        case ("locale", .native(let l as Locale)): f.locale = l
        case ("timeZone", .native(let z as TimeZone)): f.timeZone = z
        case ("timeZone", .null): f.timeZone = nil
        case ("calendar", .native(let c as Calendar)): f.calendar = c
        case ("calendar", .null): f.calendar = nil
        case ("dateStyle", .implicitMember(let n, nil)), ("timeStyle", .implicitMember(let n, nil)):
            guard let s = styles[n] else { throw EvalError("'.\(n)' is not a DateFormatter.Style", node) }
            if name == "dateStyle" { f.dateStyle = s } else { f.timeStyle = s }
        default: throw EvalError("cannot set '\(name)' of DateFormatter here", node)
        }
        return true
    }

    /// `[.withInternetDateTime, .withFractionalSeconds]` or one option.
    static func iso8601Options(_ v: Value, node: Syntax?) throws -> ISO8601DateFormatter.Options {
        let all: [String: ISO8601DateFormatter.Options] = [
            "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
            "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
            "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
            "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
            "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
        ]
        let items: [Value]
        if case .array(let xs) = v { items = xs } else { items = [v] }
        var out: ISO8601DateFormatter.Options = []
        for x in items {
            guard case .implicitMember(let n, nil) = x, let o = all[n] else {
                throw EvalError("expected ISO8601DateFormatter.Options (.withInternetDateTime, …), got \(x.description)", node)
            }
            out.formUnion(o)
        }
        return out
    }

    /// A value through a Foundation formatter (`Text(date, formatter: f)`, `\(n, formatter: f)`):
    /// a date, or a number as an NSNumber; empty when the formatter cannot show it.
    static func formatted(_ v: Value, with formatter: Value, node: Syntax?) throws -> String {
        guard case .native(let f as Formatter) = formatter else { throw EvalError("expected a Formatter, got \(formatter.typeName)", node) }
        let subject: Any
        switch v {
        case .native(let d as Date): subject = d
        case .int(let i): subject = NSNumber(value: i)
        case .double(let d): subject = NSNumber(value: d)
        default: throw EvalError("a formatter shows a date or a number, got \(v.typeName)", node)
        }
        return f.string(for: subject) ?? ""
    }

    /// Comparisons of dates, and a date moved by seconds.
    static func compare(_ op: String, _ l: Value, _ r: Value) -> Value? {
        if let v = AttributedStringValues.binary(op, l, r) { return v }
        if let v = DispatchValues.binary(op, l, r) { return v }
        // `date + 3600`, `date - 60`: a date moved by a time interval in seconds.
        if case .native(let d as Date) = l, op == "+" || op == "-", let s = Conversions.double(r) { return .native(d + (op == "+" ? s : -s)) }
        if case .native(let d as Date) = r, op == "+", let s = Conversions.double(l) { return .native(d + s) }
        guard case .native(let a as Date) = l, case .native(let b as Date) = r else { return nil }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private static func setNumberFormatter(_ f: NumberFormatter, _ name: String, _ value: Value, node: Syntax?) throws {
        let styles: [String: NumberFormatter.Style] = [
            "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent,
            "scientific": .scientific, "spellOut": .spellOut, "ordinal": .ordinal,
        ]
        switch (name, value) {
        case ("numberStyle", .implicitMember(let n, nil)):
            guard let s = styles[n] else { throw EvalError("'.\(n)' is not a NumberFormatter.Style", node) }
            f.numberStyle = s
        case ("locale", .native(let l as Locale)): f.locale = l
        case (_, .int(let i)) where numberFormatterInts[name] != nil: f[keyPath: numberFormatterInts[name]!] = i
        case (_, .bool(let b)) where numberFormatterBools[name] != nil: f[keyPath: numberFormatterBools[name]!] = b
        case (_, .string(let t)) where numberFormatterStrings[name] != nil: f[keyPath: numberFormatterStrings[name]!] = t
        case (_, .null) where numberFormatterStrings[name] != nil: f[keyPath: numberFormatterStrings[name]!] = nil
        case ("multiplier", _), ("minimum", _), ("maximum", _):
            guard let d = Conversions.double(value), d.isFinite else { throw EvalError("'\(name)' of NumberFormatter needs a finite number", node) }
            let n = NSNumber(value: d)
            switch name {
            case "multiplier": f.multiplier = n
            case "minimum": f.minimum = n
            default: f.maximum = n
            }
        default: throw EvalError("cannot set '\(name)' of NumberFormatter here", node)
        }
    }

    /// NumberFormatter's whole-number settings, by name.
    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) private static let numberFormatterInts: [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
        "maximumFractionDigits": \.maximumFractionDigits, "minimumFractionDigits": \.minimumFractionDigits,
        "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
        "maximumSignificantDigits": \.maximumSignificantDigits, "minimumSignificantDigits": \.minimumSignificantDigits,
        "groupingSize": \.groupingSize, "formatWidth": \.formatWidth,
    ]
    /// NumberFormatter's switches, by name.
    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) private static let numberFormatterBools: [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
        "usesGroupingSeparator": \.usesGroupingSeparator, "usesSignificantDigits": \.usesSignificantDigits,
        "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator, "isLenient": \.isLenient, "allowsFloats": \.allowsFloats,
        "generatesDecimalNumbers": \.generatesDecimalNumbers,
    ]
    /// NumberFormatter's symbols and affixes, by name.
    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) private static let numberFormatterStrings: [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
        "currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol, "groupingSeparator": \.groupingSeparator,
        "decimalSeparator": \.decimalSeparator, "percentSymbol": \.percentSymbol, "positivePrefix": \.positivePrefix,
        "positiveSuffix": \.positiveSuffix, "negativePrefix": \.negativePrefix, "negativeSuffix": \.negativeSuffix,
        "zeroSymbol": \.zeroSymbol, "minusSign": \.minusSign, "plusSign": \.plusSign,
    ]
}

/// `Thread.current` and `Thread.main` in a script: the main thread, where view bodies run.
struct ScriptMainThread {}
