import CNettle
import CNettleForwarding
import Foundation

/// SHA-256 (FIPS 180-4) by nettle (Debian libnettle8), a kept and reviewed implementation that
/// uses the processor's SHA instructions where it has them, rather than one written here.
/// libnettle is opened on the first hash (CNettleForwarding), so processes that hash nothing do
/// not load it.
///
/// A value type: `finalize()` works on a copy, so a running hash can be read mid-stream and
/// then fed more data.
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Data("abc".utf8))
/// hasher.hexDigest()   // "ba7816bf…f20015ad"
/// ```
public struct SHA256: Sendable {
    /// The length of a digest in bytes.
    public static let digestByteCount = 32

    /// nettle's running state: a plain C struct, so copying the value copies the hash.
    private var context = sha256_ctx()

    /// A hash of nothing yet.
    public init() {
        nettle_sha256_init(&context)
    }

    /// Feeds `data` to the hash.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Feeds `bytes` to the hash.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds the bytes `bytes` points at to the hash; an empty buffer changes nothing.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        nettle_sha256_update(&context, bytes.count, base.assumingMemoryBound(to: UInt8.self))
    }

    /// The 32-byte digest of everything fed so far.
    public func finalize() -> [UInt8] {
        var copy = context   // nettle's digest call resets the state it is given
        return [UInt8](unsafeUninitializedCapacity: Self.digestByteCount) { buffer, count in
            nettle_sha256_digest(&copy, Self.digestByteCount, buffer.baseAddress)
            count = Self.digestByteCount
        }
    }

    /// The digest of everything fed so far, as 64 lower-case hexadecimal digits.
    public func hexDigest() -> String {
        Self.hexString(finalize())
    }

    /// The 32-byte digest of `data`.
    public static func hash(_ data: Data) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The digest of `data` as 64 lower-case hexadecimal digits.
    public static func hex(of data: Data) -> String {
        hexString(hash(data))
    }

    /// Streams the file in 1 MiB reads so verifying a large artifact does not hold it in memory.
    /// - Throws: when the file cannot be read, or libnettle cannot be opened (the message names
    ///   the package to install).
    public static func hex(ofFileAt url: URL) throws -> String {
        try openLibrary()
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.hexDigest()
    }

    /// `bytes` as lower-case hexadecimal, two digits a byte.
    public static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Opens libnettle ahead of the first hash, so that a missing library is an error the caller
    /// reports rather than the exit the non-throwing calls above would take.
    /// - Throws: `LibraryUnavailable`, naming the library and the package that installs it.
    public static func openLibrary() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard waymark_nettle_open(&message, message.count) == 0 else {
            throw LibraryUnavailable(description: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
    }

    /// libnettle could not be opened; `openLibrary()` throws it.
    public struct LibraryUnavailable: Error, CustomStringConvertible {
        /// The loader's message, naming the library and the package that installs it.
        public var description: String
    }
}
