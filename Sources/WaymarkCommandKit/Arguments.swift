/// A mistake in the command line: exit status 2, with the command's usage.
///
/// ```swift
/// guard arguments.positionals.count == 2 else { throw UsageError("give LAT and LON") }
/// ```
public struct UsageError: Error, CustomStringConvertible {
    /// The mistake, in a few words; the tool adds the command's usage lines after it.
    public var description: String
    /// A mistake described by `description`.
    public init(_ description: String) { self.description = description }
}

/// The words of a command line sorted into operands and the texts of each declared option.
/// Options may be written `--option value` or `--option=value`; `--` ends the options. A value
/// option never takes a following `--word` as its value (`--output --atlas X` is a mistake, not a
/// file named "--atlas"); write `--output=--atlas` for that. Undeclared options, an option given
/// twice (unless declared repeatable) and an empty value (unless it clears something) are refused.
///
/// ```swift
/// let words = try CommandLineWords(["--limit=5", "paris"], options: [OptionSpec(name: "limit", valueName: "N", help: "")])
/// words.positionals   // ["paris"]
/// ```
public struct CommandLineWords: Sendable {
    /// The operands, in order: every word that is not an option or an option's value.
    public private(set) var positionals: [String] = []
    /// Per option given: its texts in order (a flag: one empty text).
    private(set) var given: [String: [String]] = [:]

    /// Sorts `words` (the command line after the command's name) by the declared `options`.
    /// - Throws: `UsageError` for an undeclared option, a flag given a value, a value option
    ///   without one (or with an empty one), or an option given twice that may be given once.
    public init(_ words: [String], options: [OptionSpec]) throws {
        let declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("--") {
                positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = declared[name] else { throw UsageError("unknown option --\(name)") }
            guard let valueName = option.valueName else {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                guard given[name] == nil else { throw UsageError("--\(name) is given more than once") }
                given[name] = [""]
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else { throw UsageError("--\(name) needs a value (\(valueName))") }
                let next = words[index]
                guard !next.hasPrefix("--") else {
                    throw UsageError("--\(name) needs a value (\(valueName)), but \(next) follows it; write --\(name)=\(next) if that is the value")
                }
                value = next
                index += 1
            }
            guard !value.isEmpty || option.emptyClears else { throw UsageError("--\(name) needs a value (\(valueName)); it is empty") }
            guard option.repeatable || given[name] == nil else { throw UsageError("--\(name) is given more than once") }
            given[name, default: []].append(value)
        }
    }
}

/// A parsed command line as a command reads it: its operands, and the value of each option it
/// declares in `Options`, read through a key path (`try arguments[\.limit]`), so only a declared
/// option can be read.
///
/// ```swift
/// struct Options: CommandOptions { var limit = Option.int("limit", default: 10, help: "at most N results") }
/// let words = try CommandLineWords(["--limit", "5", "paris"], options: [Options().limit.spec])
/// let arguments = Arguments<Options>(words)
/// try arguments[\.limit]     // 5
/// arguments.positionals      // ["paris"]
/// ```
public struct Arguments<Options: CommandOptions> {
    /// The command line as sorted by the parser.
    public let words: CommandLineWords
    let declarations: Options

    /// The arguments of `words`, read through a fresh `Options` declaration.
    public init(_ words: CommandLineWords) {
        self.words = words
        declarations = Options()
    }

    init(_ words: CommandLineWords, declarations: Options) {
        self.words = words
        self.declarations = declarations
    }

    /// The operands, in order.
    public var positionals: [String] { words.positionals }

    /// The option's value: its default (nil, false, none) when not given. Throws `UsageError` for
    /// text that is no such value.
    public subscript<Value>(_ option: KeyPath<Options, Option<Value>>) -> Value {
        get throws {
            let declaration = declarations[keyPath: option]
            return try declaration.read(words.given[declaration.name] ?? [])
        }
    }

    /// A flag: whether it is given. (A `Bool` option is always a flag; a value that reads as yes
    /// or no would be declared as an enumeration.)
    public subscript(_ flag: KeyPath<Options, Option<Bool>>) -> Bool {
        let declaration = declarations[keyPath: flag]
        precondition(!declaration.spec.takesValue, "--\(declaration.name): a Bool option is a flag")
        return words.given[declaration.name] != nil
    }

    /// Whether the option is on the command line at all (a default is then not the user's word).
    public func isGiven<Value>(_ option: KeyPath<Options, Option<Value>>) -> Bool {
        words.given[declarations[keyPath: option].name] != nil
    }

    /// The first of `options` that is on the command line, for a message naming it
    /// (`--pick goes with --from-scan`).
    public func firstGiven(_ options: [PartialKeyPath<Options>]) -> OptionSpec? {
        options.lazy.compactMap { (self.declarations[keyPath: $0] as? DeclaredOption)?.spec }.first { self.words.given[$0.name] != nil }
    }

    /// The option's declaration: its name and help, for a message.
    public func declaration<Value>(_ option: KeyPath<Options, Option<Value>>) -> Option<Value> {
        declarations[keyPath: option]
    }

    /// A group of shared options as its own reader takes it (`PictureOutput(arguments.group(\.picture))`).
    public func group<Group: CommandOptions>(_ group: KeyPath<Options, Group>) -> Arguments<Group> {
        Arguments<Group>(words, declarations: declarations[keyPath: group])
    }
}
