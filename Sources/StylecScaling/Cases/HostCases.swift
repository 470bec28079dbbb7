import Stylec
import StylecHost
import UIKitModel

extension ScalingCase {
  /// The app boundary: a host's restyles cost what they reach, however long it has run.
  static let hostCases: [ScalingCase] = [
    // Every restyle swept every object that had ever left while the app kept it: an app that
    // keeps the views it takes out paid for all of them at each restyle.
    ScalingCase(
      name:
        "StyleHost: n cells leave a 10-cell table (the app keeps them) for new ones, each change restyled",
      sizes: [250, 500, 1_000, 2_000]
    ) { count in
      {
        try MainActor.assumeIsolated {
          let table = UITableView()
          for _ in 0..<10 { table.addSubview(UITableViewCell(reuseIdentifier: "cell")) }
          let host = StyleHost(
            stylesheet: Stylesheet(source: "UITableViewCell:last-child { alpha: 0.5 }", syntax: .css))
          host.attach(table)
          var kept: [UIView] = []
          for _ in 0..<count {
            let leaving = table.subviews[0]
            leaving.removeFromSuperview()
            kept.append(leaving)
            table.addSubview(UITableViewCell(reuseIdentifier: "cell"))
            try host.setNeedsRestyle(table, includingChildren: true)
          }
          guard kept.count == count, table.subviews.last?.alpha == 0.5 else {
            throw ScalingError("the table's last cell was not styled")
          }
        }
      }
    }
  ]
}
