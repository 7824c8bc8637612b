/// A parsed command line: positional words, `--option value` pairs and `--flag`s. Options may
/// also be written `--option=value`. Anything not declared by the command is a usage error.
public struct Arguments {
    public private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// - Parameters:
    ///   - valueOptions: names (without dashes) that take a value.
    ///   - flagOptions: names that take none.
    public init(_ words: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("--") || word == "--" {
                if word == "--" && !onlyPositionals { onlyPositionals = true; continue }
                positionals.append(word)
                continue
            }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue { options[name] = inlineValue; continue }
                guard index < words.count else { throw UsageError("--\(name) needs a value") }
                options[name] = words[index]
                index += 1
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    public func value(_ name: String) -> String? { options[name] }
    /// Every option and flag given, by name: for commands whose subcommands each take a subset.
    public var givenOptions: Set<String> { Set(options.keys).union(flags) }
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func int(_ name: String) throws -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text) else { throw UsageError("--\(name) needs a whole number, got '\(text)'") }
        return value
    }
}
