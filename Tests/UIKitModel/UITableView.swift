import Stylec
import StylecHost

/// A table cell: a view with a content view and a text label, selectable, reused by its table.
@MainActor
open class UITableViewCell: UIView {
  /// The view its content goes in.
  public let contentView = UIView()
  /// Its label.
  public let textLabel = UILabel()
  /// Whether its row is selected.
  public var isSelected = false
  /// The identifier its table reuses it by.
  public let reuseIdentifier: String

  /// A cell reused by `reuseIdentifier`.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(contentView)
    contentView.addSubview(textLabel)
  }

  /// `selected` when its row is.
  open override var styleStates: [String] { isSelected ? ["selected"] : [] }

  /// Made ready for another row, as UIKit's `prepareForReuse`.
  open func prepareForReuse() {
    isSelected = false
    textLabel.text = nil
  }
}

/// A table: its visible cells as subviews, cells reused through a queue as UIKit's are, rows
/// configured by a data source closure.
@MainActor
open class UITableView: UIView {
  private var reusable: [String: [UITableViewCell]] = [:]
  /// Makes or configures the cell of a row.
  public var cellForRow: ((UITableView, Int) -> UITableViewCell)?
  /// How many rows `reloadData` shows.
  public var numberOfRows = 0

  /// A cell from the reuse queue, or a new one.
  public func dequeueReusableCell<Cell: UITableViewCell>(
    withIdentifier identifier: String, as type: Cell.Type
  ) -> Cell {
    if let cell = reusable[identifier]?.popLast() as? Cell {
      cell.prepareForReuse()
      return cell
    }
    return Cell(reuseIdentifier: identifier)
  }

  /// Shows `numberOfRows` rows: the cells shown before go back to the queue, and each row takes
  /// a cell from it (the same objects, in other places and with other content).
  public func reloadData() {
    for cell in subviews.compactMap({ $0 as? UITableViewCell }) {
      cell.removeFromSuperview()
      reusable[cell.reuseIdentifier, default: []].append(cell)
    }
    guard let cellForRow else { return }
    for row in 0..<numberOfRows { addSubview(cellForRow(self, row)) }
  }

  /// The visible cells, in order.
  public var visibleCells: [UITableViewCell] { subviews.compactMap { $0 as? UITableViewCell } }
}
