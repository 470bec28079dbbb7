// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "stylec",
  products: [
    .library(name: "Stylec", targets: ["Stylec"]),
    .executable(name: "stylec", targets: ["StylecCLI"]),
  ],
  targets: [
    .target(name: "Stylec"),
    .executableTarget(name: "StylecCLI", dependencies: ["Stylec"]),
    .testTarget(name: "StylecTests", dependencies: ["Stylec"]),
    .testTarget(
      name: "StylecCLITests", dependencies: ["StylecCLI", "Stylec"],
      resources: []),
  ],
  swiftLanguageModes: [.v6]
)
