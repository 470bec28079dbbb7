// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "stylec",
  products: [
    .library(name: "Stylec", targets: ["Stylec"]),
    .executable(name: "stylec", targets: ["StylecCLI"]),
    .executable(name: "stylec-bench", targets: ["StylecBench"]),
  ],
  targets: [
    .target(name: "Stylec"),
    .executableTarget(name: "StylecCLI", dependencies: ["Stylec"]),
    .executableTarget(name: "StylecBench", dependencies: ["Stylec"]),
    .testTarget(name: "StylecTests", dependencies: ["Stylec"]),
    .testTarget(name: "StylecCLITests", dependencies: ["StylecCLI", "Stylec"]),
  ],
  swiftLanguageModes: [.v6]
)
