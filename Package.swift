// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "stylec",
  products: [
    .library(name: "Stylec", targets: ["Stylec"]),
    .library(name: "StylecHost", targets: ["StylecHost"]),
    .executable(name: "stylec", targets: ["StylecCLI"]),
    .executable(name: "stylec-bench", targets: ["StylecBench"]),
    .executable(name: "stylec-scaling", targets: ["StylecScaling"]),
  ],
  targets: [
    .target(name: "Stylec"),
    // The app boundary: objects that are styled (Styleable) and the host that keeps them styled,
    // on the main actor, platform-neutral.
    .target(name: "StylecHost", dependencies: ["Stylec"]),
    // A Swift model of UIKit's class shapes (views, controls with states and per-state values,
    // table cells and their reuse), styleable, for testing the host where UIKit is not.
    .target(name: "UIKitModel", dependencies: ["StylecHost"], path: "Tests/UIKitModel"),
    // UIKit's classes as an app's module sees them (open, of another module, knowing nothing
    // of stylec): the article's `extension UIView: Styleable` is compiled against them.
    .target(name: "UIKitShapes", path: "Tests/UIKitShapes"),
    .executableTarget(name: "StylecCLI", dependencies: ["Stylec"]),
    .executableTarget(name: "StylecBench", dependencies: ["Stylec"]),
    // The settings screen of "Using stylec in an app", run by CI against its transcript
    // (Examples/SettingsScreen/expected-output.txt): an app's whole loop over UIKitModel.
    .executableTarget(
      name: "SettingsScreenExample", dependencies: ["Stylec", "StylecHost", "UIKitModel"],
      path: "Examples/SettingsScreen", exclude: ["Styles", "expected-output.txt"]),
    // Checks that each path's cost grows no faster than n log n (see the README's Robustness).
    .executableTarget(
      name: "StylecScaling", dependencies: ["Stylec", "StylecHost", "UIKitModel", "SpawnedProcess"]),
    // Starts an executable as a child process and waits for it: the CLI tests and
    // stylec-scaling run the built `stylec` this way.
    .target(name: "SpawnedProcess"),
    // libFuzzer entry points (see the README's Robustness section); a normal build links them
    // as programs that do nothing.
    .target(name: "StylecFuzzing", dependencies: ["Stylec"]),
    .executableTarget(name: "FuzzStylesheet", dependencies: ["StylecFuzzing"]),
    .executableTarget(name: "FuzzTree", dependencies: ["StylecFuzzing"]),
    .executableTarget(name: "FuzzApply", dependencies: ["StylecFuzzing"]),
    .testTarget(name: "StylecTests", dependencies: ["Stylec", "StylecFuzzing"]),
    .testTarget(name: "StylecCLITests", dependencies: ["StylecCLI", "Stylec", "SpawnedProcess"]),
    .testTarget(name: "StylecHostTests", dependencies: ["StylecHost", "Stylec", "UIKitModel"]),
    .testTarget(name: "ForeignConformanceTests", dependencies: ["StylecHost", "Stylec", "UIKitShapes"]),
  ],
  swiftLanguageModes: [.v6]
)
