/// UIKit's class hierarchy, so that `^UIView` matches a `UIButton` without the tree document
/// spelling the chain out. A document's `types` add to it or override it.
let uikitSuperclasses: [String: String] = [
  "UIView": "UIResponder",
  "UIViewController": "UIResponder",
  "UIWindow": "UIView",
  "UILabel": "UIView",
  "UIImageView": "UIView",
  "UIControl": "UIView",
  "UIButton": "UIControl",
  "UISwitch": "UIControl",
  "UISlider": "UIControl",
  "UIStepper": "UIControl",
  "UISegmentedControl": "UIControl",
  "UITextField": "UIControl",
  "UIPageControl": "UIControl",
  "UIDatePicker": "UIControl",
  "UIColorWell": "UIControl",
  "UIScrollView": "UIView",
  "UITableView": "UIScrollView",
  "UICollectionView": "UIScrollView",
  "UITextView": "UIScrollView",
  "UITableViewCell": "UIView",
  "UITableViewHeaderFooterView": "UIView",
  "UICollectionReusableView": "UIView",
  "UICollectionViewCell": "UICollectionReusableView",
  "UICollectionViewListCell": "UICollectionViewCell",
  "UINavigationBar": "UIView",
  "UITabBar": "UIView",
  "UIToolbar": "UIView",
  "UISearchBar": "UIView",
  "UIStackView": "UIView",
  "UIActivityIndicatorView": "UIView",
  "UIProgressView": "UIView",
  "UIPickerView": "UIView",
  "UIVisualEffectView": "UIView",
  "UIInputView": "UIView",
  "UIBarItem": "NSObject",
  "UIBarButtonItem": "UIBarItem",
  "UITabBarItem": "UIBarItem",
  "UIResponder": "NSObject",
  "UINavigationController": "UIViewController",
  "UITabBarController": "UIViewController",
  "UITableViewController": "UIViewController",
  "UICollectionViewController": "UIViewController",
  "UIPageViewController": "UIViewController",
  "UISplitViewController": "UIViewController",
]

/// UIKit's class names by their lower-case spelling, with and without the `UI` prefix.
private let uikitNamesByKey: [String: String] = {
  var names: [String: String] = [:]
  for name in Set(uikitSuperclasses.keys).union(uikitSuperclasses.values) where name.hasPrefix("UI") {
    names[name.lowercased()] = name
    names[String(name.dropFirst(2)).lowercased()] = name
  }
  return names
}()

/// The class a type selector names: UIKit's classes case-insensitively and with `UI` optional,
/// as InterfaCSS reads them (`label` is `UILabel`); any other name exactly as written.
func canonicalTypeName(_ name: String) -> String {
  uikitNamesByKey[name.lowercased()] ?? name
}
