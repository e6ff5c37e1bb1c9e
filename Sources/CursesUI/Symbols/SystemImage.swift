/// Unicode stand-ins for SF Symbols, so `Image(systemName:)`, `Label(_:systemImage:)` and
/// `Button(_:systemImage:action:)` show a sensible glyph in a terminal.
///
/// The table covers the most used symbol names. A name that is not in it falls back to its
/// base name (`"folder.badge.plus"` draws as `"folder"`), then to `"•"`. Every glyph is either
/// one cell wide or a wide emoji, so its width is the same for CursesUI and the terminal.
enum SystemImage {
    /// What an unknown name draws.
    static let fallback = "•"

    /// The glyph for an SF Symbol name.
    static func symbol(named name: String) -> String {
        if let symbol = symbols[name] { return symbol }
        var parts = name.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if let symbol = symbols[parts.joined(separator: ".")] { return symbol }
        }
        return fallback
    }

    /// Whether the table has a glyph for exactly this name.
    static func hasSymbol(named name: String) -> Bool { symbols[name] != nil }

    /// Every name in the table, for its documentation and tests.
    static var names: Dictionary<String, String>.Keys { symbols.keys }

    private static let symbols: [String: String] = [
        // Marks
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "checkmark.square.fill": "☑", "checkmark.seal": "✓", "checkmark.seal.fill": "✔",
        "xmark": "✗", "xmark.circle": "✗", "xmark.circle.fill": "✘", "xmark.square": "☒", "xmark.octagon": "✗",
        "xmark.octagon.fill": "✘", "multiply": "×", "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
        "plus.square": "⊞", "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖", "minus.square": "⊟",
        "divide": "÷", "equal": "=", "number": "#", "at": "@", "asterisk": "*", "percent": "%",
        "questionmark": "?", "questionmark.circle": "?", "questionmark.circle.fill": "?",
        "exclamationmark": "!", "exclamationmark.circle": "!", "exclamationmark.circle.fill": "!",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "info": "ℹ", "info.circle": "ℹ", "info.circle.fill": "ℹ",
        // Shapes
        "circle": "○", "circle.fill": "●", "largecircle.fill.circle": "◉", "smallcircle.fill.circle": "◉",
        "circle.inset.filled": "◉", "circle.dashed": "◌", "circle.lefthalf.filled": "◐",
        "square": "□", "square.fill": "■", "rectangle": "▭", "rectangle.fill": "▬",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "hexagon": "⬡", "hexagon.fill": "⬢", "seal": "✺", "app": "▢",
        "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "★", "star.circle": "☆", "star.circle.fill": "★",
        "heart": "♡", "heart.fill": "♥", "heart.circle": "♡", "heart.circle.fill": "♥", "heart.slash": "♡",
        "suit.heart": "♡", "suit.heart.fill": "♥", "suit.club": "♧", "suit.club.fill": "♣",
        "suit.spade": "♤", "suit.spade.fill": "♠", "suit.diamond": "♢", "suit.diamond.fill": "♦",
        // Arrows and chevrons
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.up.right": "↗", "arrow.up.left": "↖", "arrow.down.right": "↘", "arrow.down.left": "↙",
        "arrow.left.arrow.right": "⇄", "arrow.up.arrow.down": "⇅", "arrow.uturn.left": "↶",
        "arrow.uturn.right": "↷", "arrow.uturn.backward": "↶", "arrow.uturn.forward": "↷",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        "arrow.2.circlepath": "⟳", "arrow.backward": "←", "arrow.forward": "→",
        "arrow.right.circle": "→", "arrow.left.circle": "←", "arrow.up.circle": "↑", "arrow.down.circle": "↓",
        "arrow.up.circle.fill": "⬆", "arrow.down.circle.fill": "⬇",
        "arrow.up.and.down": "↕", "arrow.left.and.right": "↔", "arrow.turn.down.left": "↵",
        "arrow.down.to.line": "⤓", "arrow.up.to.line": "⤒", "arrow.right.to.line": "⇥", "arrow.left.to.line": "⇤",
        "arrow.up.arrow.down.circle": "⇅", "arrow.up.right.square": "↗", "arrowshape.turn.up.left": "↩",
        "arrowshape.turn.up.right": "↪", "return": "↵", "delete.left": "⌫", "delete.right": "⌦",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "chevron.forward": "›", "chevron.backward": "‹", "chevron.right.2": "»", "chevron.left.2": "«",
        "chevron.up.chevron.down": "⇕", "chevron.right.circle": "›", "chevron.left.circle": "‹",
        "arrowtriangle.right.fill": "▸", "arrowtriangle.left.fill": "◂", "arrowtriangle.up.fill": "▴",
        "arrowtriangle.down.fill": "▾", "arrowtriangle.right": "▹", "arrowtriangle.left": "◃",
        "arrowtriangle.up": "▵", "arrowtriangle.down": "▿",
        // Media
        "play": "▶", "play.fill": "▶", "play.circle": "▶", "play.circle.fill": "▶", "pause": "⏸", "pause.fill": "⏸",
        "pause.circle": "⏸", "stop": "■", "stop.fill": "■", "stop.circle": "■", "record.circle": "⏺",
        "playpause": "⏯", "playpause.fill": "⏯", "forward": "⏩", "forward.fill": "⏩", "backward": "⏪",
        "backward.fill": "⏪", "forward.end": "⏭", "forward.end.fill": "⏭", "backward.end": "⏮",
        "backward.end.fill": "⏮", "shuffle": "⤮", "repeat": "⟳", "repeat.1": "⟳",
        "speaker": "🔈", "speaker.fill": "🔈", "speaker.wave.2": "🔉", "speaker.wave.3": "🔊",
        "speaker.slash": "🔇", "speaker.slash.fill": "🔇", "music.note": "♪", "music.note.list": "♫",
        "mic": "🎤", "mic.fill": "🎤", "mic.slash": "🎤", "camera": "📷", "camera.fill": "📷",
        "photo": "🖼", "photo.fill": "🖼", "video": "📹", "video.fill": "📹", "film": "🎞", "tv": "📺",
        "headphones": "🎧", "waveform": "∿",
        // Objects and places
        "trash": "🗑", "trash.fill": "🗑", "folder": "📁", "folder.fill": "📁", "folder.badge.plus": "📁",
        "doc": "📄", "doc.fill": "📄", "doc.text": "📄", "doc.text.fill": "📄", "doc.on.doc": "📋",
        "doc.on.clipboard": "📋", "clipboard": "📋", "list.clipboard": "📋", "paperclip": "📎", "link": "🔗",
        "book": "📖", "book.fill": "📖", "books.vertical": "📚", "newspaper": "📰", "bookmark": "🔖",
        "bookmark.fill": "🔖", "tag": "🏷", "tag.fill": "🏷", "archivebox": "🗃", "tray": "📥", "tray.fill": "📥",
        "tray.and.arrow.down": "📥", "tray.and.arrow.up": "📤", "tray.full": "📥", "externaldrive": "🖴",
        "internaldrive": "🖴", "opticaldiscdrive": "💿", "printer": "🖶", "printer.fill": "🖶",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "gearshape.2": "⚙", "wrench": "🔧",
        "wrench.fill": "🔧", "wrench.and.screwdriver": "🛠", "hammer": "🔨", "hammer.fill": "🔨",
        "slider.horizontal.3": "≡", "slider.vertical.3": "≡", "switch.2": "≡",
        "house": "⌂", "house.fill": "⌂", "building.2": "🏢", "building.columns": "🏛", "map": "🗺",
        "map.fill": "🗺", "mappin": "📍", "mappin.and.ellipse": "📍", "location": "➤", "location.fill": "➤",
        "globe": "🌐", "network": "🖧", "wifi": "📶", "antenna.radiowaves.left.and.right": "📶",
        "airplane": "✈", "car": "🚗", "car.fill": "🚗", "bicycle": "🚲", "tram": "🚋", "bus": "🚌",
        "cart": "🛒", "cart.fill": "🛒", "bag": "👜", "bag.fill": "👜", "creditcard": "💳",
        "creditcard.fill": "💳", "dollarsign": "$", "dollarsign.circle": "$", "dollarsign.circle.fill": "$",
        "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "banknote": "💵", "gift": "🎁", "gift.fill": "🎁",
        "envelope": "✉", "envelope.fill": "✉", "envelope.open": "✉", "paperplane": "✈", "paperplane.fill": "✈",
        "phone": "✆", "phone.fill": "✆", "message": "💬", "message.fill": "💬", "bubble.left": "💬",
        "bubble.left.fill": "💬", "bubble.right": "💬", "bubble.left.and.bubble.right": "💬",
        "quote.bubble": "💬", "bell": "🔔", "bell.fill": "🔔", "bell.slash": "🔕", "bell.badge": "🔔",
        "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "lock.open.fill": "🔓", "lock.shield": "🔒",
        "key": "🔑", "key.fill": "🔑", "shield": "⛨", "shield.fill": "⛨", "eye": "👁", "eye.fill": "👁",
        "eye.slash": "◌", "hand.raised": "✋", "hand.thumbsup": "👍", "hand.thumbsup.fill": "👍",
        "hand.thumbsdown": "👎", "hand.thumbsdown.fill": "👎", "hand.wave": "👋", "hand.tap": "☝",
        "person": "👤", "person.fill": "👤", "person.circle": "👤", "person.circle.fill": "👤",
        "person.crop.circle": "👤", "person.crop.circle.fill": "👤", "person.2": "👥", "person.2.fill": "👥",
        "person.3": "👥", "person.badge.plus": "👤", "figure.walk": "🚶", "brain": "🧠",
        "pencil": "✎", "pencil.circle": "✎", "square.and.pencil": "✎", "pencil.line": "✎", "highlighter": "✎",
        "scissors": "✂", "paintbrush": "🖌", "paintbrush.fill": "🖌", "paintpalette": "🎨", "eyedropper": "⌖",
        "ruler": "📏", "magnifyingglass": "⌕", "magnifyingglass.circle": "⌕", "plus.magnifyingglass": "⌕",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⤓", "square.and.arrow.up.fill": "⇪",
        "square.grid.2x2": "⊞", "square.grid.3x3": "⊞", "square.stack": "❐", "square.on.square": "❐",
        "rectangle.stack": "❐", "square.split.2x1": "◫", "sidebar.left": "◧", "sidebar.right": "◨",
        "list.bullet": "≡", "list.dash": "≡", "list.number": "≡", "line.3.horizontal": "≡",
        "line.3.horizontal.decrease": "⏷", "line.3.horizontal.decrease.circle": "⏷", "text.alignleft": "≡",
        "ellipsis": "…", "ellipsis.circle": "⋯", "ellipsis.circle.fill": "⋯",
        "textformat": "Aa", "bold": "B", "italic": "I", "underline": "U", "strikethrough": "S",
        "terminal": "❯", "terminal.fill": "❯", "chevron.left.forwardslash.chevron.right": "⟨⟩",
        "curlybraces": "{}", "function": "ƒ", "sum": "∑", "command": "⌘", "option": "⌥", "shift": "⇧",
        "control": "⌃", "capslock": "⇪", "escape": "⎋", "keyboard": "⌨", "power": "⏻", "poweron": "⏽",
        "cpu": "▦", "memorychip": "▦", "desktopcomputer": "🖥", "laptopcomputer": "💻", "iphone": "📱",
        "ipad": "📱", "applewatch": "⌚", "display": "🖥", "server.rack": "🗄", "cloud": "☁", "cloud.fill": "☁",
        "icloud": "☁", "icloud.and.arrow.down": "☁", "icloud.and.arrow.up": "☁",
        "cloud.rain": "🌧", "cloud.rain.fill": "🌧", "cloud.snow": "🌨", "cloud.bolt": "🌩", "cloud.sun": "⛅",
        "cloud.sun.fill": "⛅", "sun.max": "☀", "sun.max.fill": "☀", "sun.min": "☼", "sunrise": "🌅",
        "sunset": "🌇", "moon": "☾", "moon.fill": "☾", "moon.stars": "☾", "sparkles": "✨", "sparkle": "✦",
        "snowflake": "❄", "flame": "🔥", "flame.fill": "🔥", "drop": "💧", "drop.fill": "💧", "bolt": "⚡",
        "bolt.fill": "⚡", "bolt.circle": "⚡", "leaf": "🍃", "leaf.fill": "🍃", "tree": "🌳", "wind": "༄",
        "thermometer": "🌡", "umbrella": "☂", "umbrella.fill": "☂", "tornado": "🌪",
        "clock": "🕒", "clock.fill": "🕒", "alarm": "⏰", "timer": "⏲", "stopwatch": "⏱", "hourglass": "⌛",
        "calendar": "📅", "calendar.badge.plus": "📅", "calendar.circle": "📅",
        "flag": "⚑", "flag.fill": "⚑", "flag.checkered": "🏁", "pin": "📌", "pin.fill": "📌",
        "battery.100": "🔋", "battery.50": "🔋", "battery.25": "🔋", "battery.0": "🪫", "lightbulb": "💡",
        "lightbulb.fill": "💡", "bolt.horizontal": "⚡", "cube": "⬡", "cube.fill": "⬢", "shippingbox": "📦",
        "shippingbox.fill": "📦", "puzzlepiece": "🧩", "gamecontroller": "🎮", "trophy": "🏆", "trophy.fill": "🏆",
        "medal": "🏅", "crown": "👑", "graduationcap": "🎓", "stethoscope": "🩺", "pills": "💊", "cross": "✚",
        "cross.fill": "✚", "heart.text.square": "♥", "waveform.path.ecg": "∿", "bandage": "🩹",
        "fork.knife": "🍴", "cup.and.saucer": "☕", "cup.and.saucer.fill": "☕", "birthday.cake": "🎂",
        "pawprint": "🐾", "pawprint.fill": "🐾", "ant": "🐜", "ladybug": "🐞", "fish": "🐟", "hare": "🐇",
        "tortoise": "🐢", "bird": "🐦",
        "chart.bar": "▇", "chart.bar.fill": "▇", "chart.pie": "◔", "chart.pie.fill": "◕",
        "chart.line.uptrend.xyaxis": "📈", "chart.line.downtrend.xyaxis": "📉", "chart.xyaxis.line": "📈",
        "gauge": "◔", "gauge.medium": "◔", "speedometer": "◔", "percent.circle": "%",
        "qrcode": "▦", "barcode": "▮", "photo.on.rectangle": "🖼", "wand.and.stars": "✨", "atom": "⚛",
        "scope": "⌖", "target": "◎", "binoculars": "🔭", "lasso": "➰", "infinity": "∞", "signature": "✍",
        "plus.bubble": "💬", "square.and.arrow.down.fill": "⤓", "arrow.down.doc": "📄", "doc.badge.plus": "📄",
        "rectangle.portrait.and.arrow.right": "⇥", "door.left.hand.open": "🚪",
        "square.and.arrow.up.on.square": "⇪", "plus.app": "⊞", "minus.square.fill": "⊟", "plus.square.fill": "⊞",
        "checklist": "☑", "list.bullet.rectangle": "≡", "text.bubble": "💬", "person.crop.square": "👤",
        "envelope.badge": "✉", "bell.circle": "🔔", "star.slash": "☆", "heart.slash.fill": "♥",
        "arrow.down.circle.dotted": "↓", "icloud.slash": "☁", "wifi.slash": "📶", "xmark.bin": "🗑",
    ]
}
