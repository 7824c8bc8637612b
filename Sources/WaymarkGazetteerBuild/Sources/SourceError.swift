/// A source file that cannot be used. The message always names the file, and the line or
/// record where one applies, so a user can go straight to the fault.
public struct SourceError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
