import CursesUI

/// What the browser's command line asks for.
enum PreviewCommand: Equatable {
    /// The interactive browser, on the list or on one preview.
    case browse(open: String?)
    /// Each preview's name, one per line.
    case list
    /// One preview's frame as text.
    case render(name: String, width: Int?, height: Int?, colorScheme: ColorScheme)
    /// The browser under a watcher that rebuilds it when a source file changes.
    case watch(open: String?, buildCommand: String?)
    /// The usage text.
    case help

    static let usage = """
        usage: previews [--open NAME] [--watch [--build-command COMMAND]]
               previews --list
               previews --render NAME [--width W] [--height H] [--color-scheme light|dark]

        Without options, shows the list of previews: ↑↓ choose, Return opens one, q quits.
        In a preview, keys go to it except: Esc or ^X back to the list, ^T switch the color
        scheme, ^R cycle the terminal size. NAME is a name as --list prints it.

        --watch rebuilds (swift build --product <this executable>, or COMMAND run by sh) when a
        .swift file of the package is saved, and relaunches the browser on the same preview. A
        failed build's errors show instead of the preview; ^E shows the last good build.
        """

    /// A command line that does not parse.
    struct Error: Swift.Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Parses the arguments after the executable's name.
    init(arguments: [String]) throws(Error) {
        var render: String?
        var open: String?
        var list = false
        var watch = false
        var buildCommand: String?
        var width: Int?
        var height: Int?
        var colorScheme = ColorScheme.dark
        var rest = arguments[...]
        func value(of option: String) throws(Error) -> String {
            guard let value = rest.popFirst() else { throw Error(description: "\(option) needs a value") }
            return value
        }
        func size(of option: String) throws(Error) -> Int {
            let text = try value(of: option)
            guard let size = Int(text), (1...10_000).contains(size) else {
                throw Error(description: "\(option) needs a number of cells from 1 to 10000, not '\(text)'")
            }
            return size
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                self = .help
                return
            case "--list": list = true
            case "--watch": watch = true
            case "--build-command": buildCommand = try value(of: argument)
            case "--render": render = try value(of: argument)
            case "--open": open = try value(of: argument)
            case "--width": width = try size(of: argument)
            case "--height": height = try size(of: argument)
            case "--color-scheme":
                switch try value(of: argument) {
                case "light": colorScheme = .light
                case "dark": colorScheme = .dark
                case let other: throw Error(description: "--color-scheme is light or dark, not '\(other)'")
                }
            default:
                throw Error(description: "unknown argument '\(argument)'; --help shows the usage")
            }
        }
        if watch || buildCommand != nil {
            guard watch, !list, render == nil, width == nil, height == nil else {
                throw Error(description: buildCommand != nil && !watch
                    ? "--build-command goes with --watch" : "--watch goes only with --open and --build-command")
            }
            self = .watch(open: open, buildCommand: buildCommand)
            return
        }
        switch (list, render) {
        case (true, nil): self = .list
        case (false, let name?): self = .render(name: name, width: width, height: height, colorScheme: colorScheme)
        case (true, _?): throw Error(description: "--list and --render cannot be used together")
        case (false, nil):
            guard width == nil, height == nil else { throw Error(description: "--width and --height go with --render") }
            self = .browse(open: open)
        }
    }
}
