// Everyday screens against golden PNGs (@2x, light and dark): a settings-style form, a list with
// sections under a large navigation title, and buttons in each style.
import XCTest
import Easel
import EaselTesting

final class ScreenSnapshotTests: XCTestCase {
    private let phone = CGSize(width: 375, height: 667)

    private struct SettingsForm: View {
        var body: some View {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: .constant(false))
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                } header: {
                    Text("Connections")
                } footer: {
                    Text("Turn off Wi-Fi to save battery when you are away from a network.")
                }
                Section("Display") {
                    HStack {
                        Text("Text Size")
                        Spacer()
                        Text("Large").foregroundStyle(.secondary)
                    }
                    Toggle("Bold Text", isOn: .constant(true))
                }
                Section {
                    Button("Reset All Settings") {}
                    Button("Erase Content", role: .destructive) {}
                }
            }
        }
    }

    private struct FruitList: View {
        let fruits = ["Apples", "Bananas", "Cherries"]
        var body: some View {
            NavigationStack {
                List {
                    Section("Fruit") {
                        ForEach(fruits, id: \.self) { Text($0) }
                    }
                    Section {
                        Label("Favourites", systemImage: "star.fill")
                        Label("Recently Added", systemImage: "clock")
                    } header: {
                        Text("Collections")
                    }
                }
                .navigationTitle("Groceries")
            }
        }
    }

    private struct SettingsNavigation: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        NavigationLink {
                            Text("General")
                        } label: {
                            Label("General", systemImage: "gear")
                        }
                        NavigationLink {
                            Text("Privacy")
                        } label: {
                            Label("Privacy", systemImage: "hand.raised")
                        }
                        NavigationLink("About", value: 1)
                    }
                    Section("Account") {
                        NavigationLink("Sign In", destination: Text("Sign In"))
                    }
                }
                .navigationTitle("Settings")
                .searchable(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem { Button(action: {}) { Image(systemName: "plus") } }
                }
            }
        }
    }

    private struct TabBarApp: View {
        var body: some View {
            TabView(selection: .constant(1)) {
                Text("Listen Now").tabItem { Label("Listen Now", systemImage: "play.circle") }.tag(0)
                NavigationStack {
                    List {
                        Section("Recently Played") {
                            Label("Morning Mix", systemImage: "music.note")
                            Label("Focus", systemImage: "headphones")
                        }
                    }
                    .navigationTitle("Library")
                }
                .tabItem {
                    Image(systemName: "square.stack"); Text("Library")
                }
                .tag(1)
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
            }
        }
    }

    private struct CardGrid: View {
        let items = [
            ("Photos", "photo"), ("Music", "music.note"), ("Maps", "map"), ("Mail", "envelope"),
            ("Notes", "note.text"), ("Weather", "cloud.sun"),
        ]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], spacing: 12) {
                    ForEach(items, id: \.0) { item in
                        VStack(alignment: .leading, spacing: 8) {
                            Image(systemName: item.1).font(.title2).foregroundStyle(Color.accentColor)
                            Text(item.0).font(.headline)
                            Text("6 items").font(.subheadline).foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(16)
                        .background(RoundedRectangle(cornerRadius: 14).fill(Color.gray.opacity(0.15)))
                    }
                }
                .padding(16)
            }
        }
    }

    private struct CheckoutForm: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        TextField("Name", text: .constant(""))
                        TextField("Email", text: .constant("ada@example.com"))
                        SecureField("Password", text: .constant("secret"))
                    }
                    Section("Order") {
                        Picker("Flavor", selection: .constant("Vanilla")) {
                            ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                        }
                        Picker("Size", selection: .constant(1)) {
                            Text("Small").tag(0)
                            Text("Medium").tag(1)
                            Text("Large").tag(2)
                        }
                        .pickerStyle(.segmented)
                    }
                    Section {
                        TextField("Coupon", text: .constant("")).textFieldStyle(.roundedBorder)
                    }
                }
                .navigationTitle("Checkout")
            }
        }
    }

    private struct ControlsAtRest: View {
        var body: some View {
            VStack(spacing: 20) {
                Slider(value: .constant(0.3))
                ProgressView("Downloading", value: 0.6)
                ProgressView("Please wait")
                Stepper("Guests: 2", value: .constant(2), in: 0...10)
                Menu("Sort by") { Button("Name") {} }
                Link("Privacy Policy", destination: URL(string: "https://example.com")!)
            }
            .padding(24)
        }
    }

    /// Date pickers in a form: compact rows, hidden labels, and the graphical month (UTC, a fixed day).
    private struct DatePickers: View {
        let day = Date(timeIntervalSince1970: 1_699_963_200)  // Tuesday 14 November 2023, noon UTC
        var body: some View {
            Form {
                Section {
                    DatePicker("Starts", selection: .constant(day))
                    DatePicker("Birthday", selection: .constant(day), displayedComponents: .date)
                    HStack {
                        Text("Reminder")
                        Spacer()
                        DatePicker("Reminder", selection: .constant(day), displayedComponents: .hourAndMinute).labelsHidden()
                    }
                }
                Section {
                    DatePicker("Day", selection: .constant(day)).datePickerStyle(.graphical)
                }
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    private struct ButtonGallery: View {
        var body: some View {
            VStack(spacing: 16) {
                Button("Automatic") {}
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Bordered tinted") {}.buttonStyle(.bordered).tint(.orange)
                Button("Bordered Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }.buttonStyle(.borderedProminent)
            }
            .padding(24)
        }
    }

    func testSettingsForm() {
        assertSnapshot(of: SettingsForm(), named: "settings-form-light", size: phone)
        assertSnapshot(of: SettingsForm().preferredColorScheme(.dark), named: "settings-form-dark", size: phone)
    }

    func testListWithLargeTitle() {
        assertSnapshot(of: FruitList().background(Color.white), named: "list-large-title-light", size: phone)
        assertSnapshot(of: FruitList().background(Color.black).preferredColorScheme(.dark), named: "list-large-title-dark", size: phone)
    }

    func testNavigationLinksAndToolbar() {
        assertSnapshot(of: SettingsNavigation().background(Color.white), named: "navigation-links-toolbar-light", size: phone)
        assertSnapshot(of: SettingsNavigation().background(Color.black).preferredColorScheme(.dark), named: "navigation-links-toolbar-dark", size: phone)
    }

    /// A cart: rows going on under a button pinned by `safeAreaInset`, and a `.secondaryAction`
    /// item drawn as the closed overflow menu's button after the trailing "+".
    struct Cart: View {
        var body: some View {
            NavigationStack {
                List(1...20, id: \.self) { i in Text("Item \(i)") }
                    .navigationTitle("Cart")
                    .toolbar {
                        ToolbarItem(placement: .secondaryAction) { Button("Export") {} }
                        ToolbarItem(placement: .primaryAction) {
                            Button {
                            } label: {
                                Image(systemName: "plus")
                            }
                        }
                    }
                    .safeAreaInset(edge: .bottom) {
                        Button("Check out") {}.buttonStyle(.borderedProminent).padding()
                    }
            }
        }
    }

    func testPinnedBarAndOverflowMenu() {
        assertSnapshot(of: Cart(), named: "cart-pinned-bar-light", size: phone)
        assertSnapshot(of: Cart().preferredColorScheme(.dark), named: "cart-pinned-bar-dark", size: phone)
    }

    func testTabBarApp() {
        assertSnapshot(of: TabBarApp().background(Color.white), named: "tab-bar-light", size: phone)
        assertSnapshot(of: TabBarApp().background(Color.black).preferredColorScheme(.dark), named: "tab-bar-dark", size: phone)
    }

    func testCardGrid() {
        assertSnapshot(of: CardGrid().background(Color.white), named: "card-grid-light", size: phone)
        assertSnapshot(of: CardGrid().background(Color.black).preferredColorScheme(.dark), named: "card-grid-dark", size: phone)
    }

    func testCheckoutForm() {
        assertSnapshot(of: CheckoutForm().background(Color.white), named: "checkout-form-light", size: phone)
        assertSnapshot(of: CheckoutForm().background(Color.black).preferredColorScheme(.dark), named: "checkout-form-dark", size: phone)
    }

    func testControlsAtRest() {
        assertSnapshot(of: ControlsAtRest().frame(width: 375).background(Color.white), named: "controls-at-rest-light")
        assertSnapshot(of: ControlsAtRest().frame(width: 375).background(Color.black).preferredColorScheme(.dark), named: "controls-at-rest-dark")
    }

    func testDatePickers() {
        let size = CGSize(width: 375, height: 760)
        assertSnapshot(of: DatePickers(), named: "date-pickers-light", size: size)
        assertSnapshot(of: DatePickers().preferredColorScheme(.dark), named: "date-pickers-dark", size: size)
    }

    func testButtonStyles() {
        assertSnapshot(of: ButtonGallery().background(Color.white), named: "button-styles-light")
        assertSnapshot(of: ButtonGallery().background(Color.black).preferredColorScheme(.dark), named: "button-styles-dark")
    }

    /// Whole screens on a device: the view in the safe area, backgrounds under the bars.
    func testScreensOnDevices() {
        assertSnapshot(of: SettingsNavigation(), named: "device-navigation-iphone15-light", scale: 1, device: .iPhone15)
        assertSnapshot(of: TabBarApp(), named: "device-tab-bar-iphone15-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
        assertSnapshot(of: SettingsNavigation(), named: "device-navigation-iphone15-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
        assertSnapshot(of: TabBarApp(), named: "device-tab-bar-iphone15-light", scale: 1, device: .iPhone15)
        assertSnapshot(of: FullBleed(), named: "device-full-bleed-iphonese-landscape", scale: 1, device: Device.iPhoneSE.landscape)
        assertSnapshot(of: FullBleed(), named: "device-full-bleed-iphone16pro", scale: 1, device: .iPhone16Pro)
    }

    /// A scroll view of cards on the grouped background, under a large title: the background
    /// reaches the top of the screen through the transparent bar, as on iOS; the loose "+" shows
    /// only its icon.
    private struct CardsUnderTitle: View {
        let tasks = ["Morning run", "Groceries", "Call the bank", "Read 20 pages"]
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 12) {
                        ForEach(tasks, id: \.self) { task in
                            HStack {
                                Image(systemName: "circle").foregroundStyle(.tint)
                                Text(task)
                                Spacer()
                            }
                            .padding()
                            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
                        }
                    }
                    .padding()
                }
                .navigationTitle("Today")
                .toolbar { Button("Add", systemImage: "plus") {} }
                .background(Color(.systemGroupedBackground))
            }
        }
    }

    /// A notes list with a bottom toolbar: the count centred, the compose button trailing, the
    /// rows going on under the bar, which draws its background over them.
    private struct NotesWithBottomBar: View {
        var body: some View {
            NavigationStack {
                List(1...30, id: \.self) { i in
                    VStack(alignment: .leading) {
                        Text("Note \(i)").bold()
                        Text("Yesterday").foregroundStyle(.secondary)
                    }
                }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .status) { Text("30 Notes").font(.caption) }
                    ToolbarItem(placement: .bottomBar) { Button("New Note", systemImage: "square.and.pencil") {} }
                }
            }
        }
    }

    func testBottomToolbar() {
        assertSnapshot(of: NotesWithBottomBar(), named: "device-bottom-toolbar-light", scale: 1, device: .iPhone15)
        assertSnapshot(of: NotesWithBottomBar(), named: "device-bottom-toolbar-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
    }

    func testBackgroundUnderTheNavigationBar() {
        assertSnapshot(of: CardsUnderTitle(), named: "device-cards-under-title-light", scale: 1, device: .iPhone15)
        assertSnapshot(of: CardsUnderTitle(), named: "device-cards-under-title-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
    }

    private struct FullBleed: View {
        var body: some View {
            VStack(spacing: 12) {
                Text("Welcome").font(.largeTitle.bold()).foregroundColor(.white)
                Spacer()
                Text("Get Started").bold().foregroundColor(.indigo)
                    .frame(maxWidth: .infinity).padding().background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            }
            .padding()
            .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
        }
    }

    /// Row options: a hidden separator, a row background, a tinted separator, custom insets.
    func testListRowOptions() {
        assertSnapshot(of: RowOptions(), named: "list-row-options-light", scale: 1, device: .iPhoneSE)
        assertSnapshot(of: RowOptions(), named: "list-row-options-dark", scale: 1, colorScheme: .dark, device: .iPhoneSE)
    }

    private struct RowOptions: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Plain rows") {
                        Text("First")
                        Text("No separator below").listRowSeparator(.hidden, edges: .bottom)
                        Text("Third")
                    }
                    Section("Styled") {
                        Text("Yellow row").listRowBackground(Color.yellow.opacity(0.4))
                        Text("Red separator").listRowSeparatorTint(.red)
                        Text("Inset 40").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                    }
                }
                .navigationTitle("Rows")
            }
        }
    }

    /// A `Grid` table: shared columns, trailing-aligned numbers, a divider across, a spanning cell.
    func testTableGrid() {
        assertSnapshot(of: TableGrid(), named: "table-grid-light", colorScheme: .light, background: .color(.white))
        assertSnapshot(of: TableGrid(), named: "table-grid-dark", colorScheme: .dark)
    }

    private struct TableGrid: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Name").bold()
                    Text("Qty").bold().gridColumnAlignment(.trailing)
                    Text("Price").bold().gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Apples"); Text("3"); Text("$1.20")
                }
                GridRow {
                    Text("Watermelon"); Text("12"); Text("$10.00")
                }
                GridRow {
                    Capsule().fill(Color.orange).frame(height: 8).gridCellColumns(2)
                    Text("$11.20").foregroundStyle(.secondary)
                }
            }
            .padding()
        }
    }

    /// GroupBox, DisclosureGroup (open and closed), an AsyncImage before it loads, a TextEditor and
    /// ContentUnavailableView, on a phone.
    func testContainerComponents() {
        assertSnapshot(of: Components(), named: "components-light", scale: 1, device: .iPhoneSE)
        assertSnapshot(of: Components(), named: "components-dark", scale: 1, colorScheme: .dark, device: .iPhoneSE)
    }

    private struct Components: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                GroupBox("Today") {
                    Text("3 meetings, 2 reminders").foregroundStyle(.secondary)
                }
                GroupBox {
                    DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                        Text("An option").foregroundColor(Color(.secondaryLabel))
                    }
                    Divider()
                    DisclosureGroup("Collapsed") { Text("never shown") }
                } label: {
                    Label("Settings", systemImage: "gear")
                }
                HStack {
                    AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 60, height: 60)
                    TextEditor(text: .constant("Buy milk\nCall Ann")).frame(height: 60).background(Color(uiColor: .tertiarySystemFill))
                }
                ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail you receive appears here."))
            }
            .padding()
        }
    }

    /// Badges on list rows and a tab item, and an increased-prominence section header.
    func testBadges() {
        assertSnapshot(of: Badges(), named: "badges-light", scale: 1, device: .iPhoneSE)
        assertSnapshot(of: Badges(), named: "badges-dark", scale: 1, colorScheme: .dark, device: .iPhoneSE)
    }

    private struct Badges: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        Section("Mailboxes") {
                            Label("Inbox", systemImage: "tray").badge(12)
                            Label("Drafts", systemImage: "doc").badge("New")
                            Label("Sent", systemImage: "paperplane").badge(0)
                        }
                        Section("Favourites") { Text("VIP") }.headerProminence(.increased)
                    }
                    .navigationTitle("Mail")
                }
                .tabItem { Label("Mail", systemImage: "envelope") }
                .badge(3)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}
