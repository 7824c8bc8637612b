/// The options a command takes, as the stored properties of one type: each an `Option`, or a
/// group of options several commands share (itself a `CommandOptions`). The parser's table and
/// the help list them in declaration order.
///
/// ```swift
/// struct Options: CommandOptions {
///     var picture = PictureOptions()                // --theme, --format, --out
///     var json = Option.json
/// }
/// ```
public protocol CommandOptions {
    /// The declaration with every option at its default; the parser reads the options from it.
    init()
}

/// A command that takes no options but `--help` (a group, `waymark about`).
public struct NoOptions: CommandOptions {
    /// The empty declaration.
    public init() {}
}

/// An `Option` of any value type, as the declaration table sees it.
protocol DeclaredOption {
    var spec: OptionSpec { get }
}

extension Option: DeclaredOption {}

extension CommandOptions {
    /// Every option declared, in declaration order, groups included where they stand. Two with
    /// one name would make the parser's table ambiguous: a programming mistake, stopped here.
    static var declared: [OptionSpec] {
        var specs: [OptionSpec] = []
        func collect(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if let option = child.value as? DeclaredOption {
                    specs.append(option.spec)
                } else if child.value is CommandOptions {
                    collect(child.value)
                }
            }
        }
        collect(Self())
        var names = Set<String>()
        for spec in specs { precondition(names.insert(spec.name).inserted, "--\(spec.name) is declared twice by \(Self.self)") }
        return specs
    }
}
