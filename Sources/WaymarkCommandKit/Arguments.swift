/// A parsed command line: positional words and the values of the declared options. Options
/// may be written `--option value` or `--option=value`; `--` ends the options. A value option
/// never takes a following `--word` as its value (`--output --atlas X` is a mistake, not a file
/// named "--atlas"); write `--output=--atlas` for that. Undeclared options, an option given twice
/// (unless declared repeatable) and an empty value (unless it clears something) are refused.
public struct Arguments {
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private let declared: [String: Option]

    /// A mistake in the command line: exit status 2, with the command's usage.
    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public init(_ words: [String], options: [Option]) throws {
        declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
            guard option.takesValue else {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                guard flags.insert(name).inserted else { throw UsageError("--\(name) is given more than once") }
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else { throw UsageError("--\(name) needs a value (\(option.valueName!))") }
                let next = words[index]
                guard !next.hasPrefix("--") else {
                    throw UsageError("--\(name) needs a value (\(option.valueName!)), but \(next) follows it; write --\(name)=\(next) if that is the value")
                }
                value = next
                index += 1
            }
            guard !value.isEmpty || option.emptyClears else { throw UsageError("--\(name) needs a value (\(option.valueName!)); it is empty") }
            guard option.repeatable || values[name] == nil else { throw UsageError("--\(name) is given more than once") }
            values[name, default: []].append(value)
        }
    }

    public func value(_ option: Option) -> String? { check(option); return values[option.name]?.last }
    /// Every value of a repeatable option, in command-line order.
    public func values(_ option: Option) -> [String] { check(option); return values[option.name] ?? [] }
    public func flag(_ option: Option) -> Bool { check(option); return flags.contains(option.name) }

    public func int(_ option: Option) throws -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text) else { throw UsageError("--\(option.name) needs a whole number, got '\(text)'") }
        return number
    }

    /// A whole number within `range`, else a usage error naming the range.
    public func int(_ option: Option, in range: ClosedRange<Int>) throws -> Int? {
        guard let number = try int(option) else { return nil }
        guard range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            throw UsageError("--\(option.name) must be \(bounds), got \(number)")
        }
        return number
    }

    /// Reading an option the command did not declare is a programming mistake; tests catch it.
    private func check(_ option: Option) {
        assert(declared[option.name] != nil, "--\(option.name) is read but not declared")
    }
}
