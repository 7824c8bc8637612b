// swift-tools-version:6.0
import Foundation
import PackageDescription

// An app's view of Waymark: depends on the library products by path, as an app in another
// repository would by URL and version, and uses their public API only.
//
// SwiftPM names a package dependency by its folder, which is whatever the repository was cloned
// as; the products are looked up under that name.
let waymarkFolder = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../..").standardizedFileURL
let waymark = waymarkFolder.lastPathComponent

let package = Package(
    name: "TravelDigest",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: waymarkFolder.path)],
    targets: [
        .executableTarget(name: "travel-digest", dependencies: [
            .product(name: "WaymarkPlaces", package: waymark),
            .product(name: "WaymarkAtlas", package: waymark),
            .product(name: "WaymarkPassport", package: waymark),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
