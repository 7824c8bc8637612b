import Foundation

/// Writing bytes to an open file descriptor, every byte or an error. Foundation's
/// `FileHandle.write(_:)` has no way to report a failure and stops the process on one (a full
/// disk, a closed pipe); everything the project writes to a descriptor goes through here instead.
public enum DescriptorWrite {
    /// Writes all of `bytes`, resuming after short writes and interruptions. Returns nil, or the
    /// `errno` of the write that failed.
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            next += written
            left -= written
        }
        return nil
    }

    /// Writes all of `data`; nil, or the `errno` of the write that failed.
    public static func all(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { all($0, to: descriptor) }
    }

    /// The system's words for an `errno` ("No space left on device").
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
