import Foundation
import Testing

@testable import Stylec

/// InterfaCSS's value language: each form read in CSS syntax and converted to its type's normal
/// form, and each malformed form refused with a located error (when it cannot be read) or a
/// misfit (when it cannot be that type).
@Suite("InterfaCSS values")
struct InterfaCSSValueTests {
  /// The normal form of `source` as `type`, or the failure's code and message, or the codes of
  /// the errors loading it.
  private func convert(_ source: String, _ type: ValueType) -> String {
    let parsed = sheet("UIView { p: \(source); }", path: "main.css")
    guard parsed.diagnostics.isEmpty, let value = parsed.rules.first?.declarations.first?.value else {
      return "load: "
        + parsed.diagnostics.map { "\($0.code.rawValue): \($0.message)" }.joined(separator: "; ")
    }
    switch type.convert(value) {
    case .success(let typed): return typed.description
    case .failure(let failure): return "\(failure.code): \(failure.message)"
    }
  }

  @Test(arguments: [
    // Geometry constructors, onto the normal forms of plain numbers.
    ("size(3, 4)", ValueType.size, "{height: 4, width: 3}"),
    ("size(5)", .size, "{height: 5, width: 5}"),
    ("point(5, 6)", .point, "{x: 5, y: 6}"),
    ("offset(1, 2)", .point, "{x: 1, y: 2}"),
    ("insets(10, 20, 30, 40)", .insets, "{bottom: 30, left: 20, right: 40, top: 10}"),
    ("insets(1, 2)", .insets, "{bottom: 1, left: 2, right: 2, top: 1}"),
    ("rect(1,2,3,4)", .rect, "{height: 4, width: 3, x: 1, y: 2}"),
    ("size(@n, 10 ** (3 - 1))", .size, "{height: 100, width: 42}"),
    // Relative to the parent or the window.
    ("parent", .point, "{relative-to: \"parent\", x: 0, y: 0}"),
    ("parent(50, -50)", .point, "{relative-to: \"parent\", x: 50, y: -50}"),
    ("window(50, -50)", .point, "{relative-to: \"window\", x: 50, y: -50}"),
    ("superview", .rect, "{insets: {bottom: 0, left: 0, right: 0, top: 0}, relative-to: \"parent\"}"),
    (
      "parent(10, 20)", .rect, "{insets: {bottom: 20, left: 10, right: 10, top: 20}, relative-to: \"parent\"}"
    ),
    (
      "window(1, 2, 3, 4)", .rect, "{insets: {bottom: 3, left: 2, right: 4, top: 1}, relative-to: \"window\"}"
    ),
    (
      "size(10%, 20).left(10).top(auto)", .rect,
      "{height: 20, left: 10, relative-to: \"parent\", top: auto, width: 10%}"
    ),
    (
      "size(auto, auto) insets(1, 2, 3, 4)", .rect,
      "{bottom: 3, height: auto, left: 2, relative-to: \"parent\", right: 4, top: 1, width: auto}"
    ),
    ("sizeToFit().top(10)", .rect, "{relative-to: \"parent\", size-to-fit: true, top: 10}"),
    ("sizeToFit(100%, 5)", .rect, "{height: 5, relative-to: \"parent\", size-to-fit: true, width: 100%}"),
    // `size(w, h)` alone, of points, is the rect at the origin, as InterfaCSS's parser test
    // `testAbsoluteRectPropertyValues` has `bounds: size(10, 20)`; with a percentage or `auto`
    // it is a frame in the parent.
    ("size(10, 20)", .rect, "{height: 20, width: 10, x: 0, y: 0}"),
    ("size(10)", .rect, "{height: 10, width: 10, x: 0, y: 0}"),
    ("size(50%, 20)", .rect, "{height: 20, relative-to: \"parent\", width: 50%}"),
    // Layout.
    (
      "size(100, 100), center(parent, parent.centerY - 100)", .layout,
      "{center-x: {attribute: \"center-x\", constant: 0, element: \"parent\", multiplier: 1}, center-y: {attribute: \"center-y\", constant: -100, element: \"parent\", multiplier: 1}, height: {constant: 100}, width: {constant: 100}}"
    ),
    (
      "size(2 * parent.width, parent.height + 100), left(100)", .layout,
      "{height: {attribute: \"height\", constant: 100, element: \"parent\", multiplier: 1}, left: {constant: 100}, width: {attribute: \"width\", constant: 0, element: \"parent\", multiplier: 2}}"
    ),
    (
      "right(elementFoo), bottom(elementFoo.top - 100)", .layout,
      "{bottom: {attribute: \"top\", constant: -100, element: \"elementFoo\", multiplier: 1}, right: {attribute: \"left\", constant: 0, element: \"elementFoo\", multiplier: 1}}"
    ),
    (
      "sizeToFit(100, 100).left(parent.right) bottom(guide.bottom)", .layout,
      "{bottom: {attribute: \"bottom\", constant: 0, element: \"guide\", multiplier: 1}, height: {constant: 100}, left: {attribute: \"right\", constant: 0, element: \"parent\", multiplier: 1}, size-to-fit: true, width: {constant: 100}}"
    ),
    (
      "width(50%), top(parent.marginTop + 8)", .layout,
      "{top: {attribute: \"top-margin\", constant: 8, element: \"parent\", multiplier: 1}, width: {attribute: \"width\", constant: 0, element: \"parent\", multiplier: 0.5}}"
    ),
    ("left(10), left(20)", .layout, "{left: {constant: 20}}"),
    // Transforms.
    (
      "rotate(90) translate(10, 0)", .transform,
      "{matrix: {a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0}, operations: [{rotate: 90}, {translate: {x: 10, y: 0}}]}"
    ),
    (
      "scale(2)", .transform,
      "{matrix: {a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0}, operations: [{scale: {x: 2, y: 2}}]}"
    ),
    (
      "scale 0.5", .transform,
      "{matrix: {a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0}, operations: [{scale: {x: 0.5, y: 0.5}}]}"
    ),
    ("identity", .transform, "{matrix: {a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0}, operations: []}"),
    // Images.
    ("image(bg.png)", .image, "{name: \"bg.png\"}"),
    (
      "image('bg.png', 1, 2, 3, 4)", .image,
      "{cap-insets: {bottom: 3, left: 2, right: 4, top: 1}, name: \"bg.png\"}"
    ),
    ("image(bg.png, 1, 2)", .image, "{left-cap-width: 1, name: \"bg.png\", top-cap-height: 2}"),
    ("#112233", .image, "{color: #112233}"),
    ("gradient(white, red)", .image, "{gradient: [#ffffff, #ff0000]}"),
    ("gradient(#fafafa, #e0e0e0)", .color, "{gradient: [#fafafa, #e0e0e0]}"),
    // Fonts.
    ("bigger(HelveticaNeue-Medium 14, 1)", .font, "{family: \"HelveticaNeue-Medium\", size: 15}"),
    ("larger(Avenir 14, 2)", .font, "{family: \"Avenir\", size: 16}"),
    ("smaller(HelveticaNeue-Medium 14, 1)", .font, "{family: \"HelveticaNeue-Medium\", size: 13}"),
    ("fontWithSize(Avenir 14, 10)", .font, "{family: \"Avenir\", size: 10}"),
    ("42", .font, "{family: \"system\", size: 42}"),
    ("system 42", .font, "{family: \"system\", size: 42}"),
    ("systemBold 42", .font, "{family: \"system\", size: 42, weight: \"bold\"}"),
    ("boldSystem 42", .font, "{family: \"system\", size: 42, weight: \"bold\"}"),
    ("systemItalic 42", .font, "{family: \"system\", italic: true, size: 42}"),
    // Strings.
    ("L(\"Text\")", .string, "{localized: \"Text\"}"),
    ("localized('Title')", .string, "{localized: \"Title\"}"),
    ("Top Button", .string, "\"Top Button\""),
    // Attributed strings.
    (
      "\"a\" (font: Avenir 12, color: blue), \"b\" (underlineStyle: single dash)", .attributedString,
      "[{attributes: {font: {family: \"Avenir\", size: 12}, foreground-color: #0000ff}, text: \"a\"}, {attributes: {underline-style: [single, dash]}, text: \"b\"}]"
    ),
    (
      "L(\"k\") (kern: 2) \" \" () \"c\"", .attributedString,
      "[{attributes: {kern: 2}, text: {localized: \"k\"}}, {text: \" \"}, {text: \"c\"}]"
    ),
    (
      "\"x\" (strikethroughStyle: styleSingle patternDot)", .attributedString,
      "[{attributes: {strikethrough-style: [single, dot]}, text: \"x\"}]"
    ),
    // Colors, numbers and booleans.
    ("fadeout(#112233, 50%)", .color, "#11223380"),
    ("fadein(fadeout(#112233, 60%), 10%)", .color, "#11223380"),
    ("2 * 3 - (2*2.5 + 0.5)", .number, "0.5"),
    ("2 ** 3 ** 2", .number, "512"),
    ("2 * 3 ** 2", .number, "18"),
    ("2 > 1", .boolean, "true"),
    ("1 >= 2", .boolean, "false"),
    ("3 != 3", .boolean, "false"),
    // UIKit's full names, and bitmasks.
    ("NSLineBreakByWordWrapping", .enumeration(["clip", "word-wrapping"]), "word-wrapping"),
    (
      "UIViewAutoresizingFlexibleWidth", .list(.enumeration(["width", "flexible-width"])), "[flexible-width]"
    ),
    ("width height left", .list(.enumeration(["width", "height", "left"])), "[width, height, left]"),
  ])
  func formsConvertToTheirNormalForm(source: String, type: ValueType, expected: String) {
    let withVariable = source.replacingOccurrences(of: "@n", with: "42")
    #expect(convert(withVariable, type) == expected)
  }

  @Test(arguments: [
    ("size(1, 2, 3)", ValueType.size, "load: invalid-function: size() takes 1 to 2 arguments, not 3"),
    ("rect(1, 2)", .rect, "load: invalid-function: rect() takes 4 arguments, not 2"),
    ("size(1, 2)", .point, "invalid-value: 'size(1, 2)' is not a point"),
    ("parent(1)", .point, "invalid-value: 'parent(1)' is not a point"),
    ("parent(1, 2, 3)", .rect, "invalid-value: 'parent(1, 2, 3)' is not a rect"),
    ("insets(1, 2, 3)", .insets, "invalid-value: 'insets(1, 2, 3)' is not valid insets"),
    ("size(red, 2).left(1)", .rect, "invalid-value: 'size(#ff0000, 2) left(1)' is not a rect"),
    (
      "size(1, 2).middle(1)", .rect,
      "load: unknown-function: unknown function 'middle()'; expected one of rgb, rgba, hsl, hsla, hsb, hsba, color-mix, light-dark, url, lighten, darken, saturate, desaturate, fade, fadein, fadeout, floor, ceil, ceiling, round, abs, sqrt, min, max, calc, clamp, mod, rem, hwb, lab, lch, oklab, oklch or InterfaCSS's (size, rect, image, rotate, left, localized, …)"
    ),
    ("size(1, 2) .left(1)", .rect, "load: malformed-value: unexpected '.' in a value"),
    (
      "left(parent.middle)", .layout,
      "load: invalid-function: 'middle' is not an edge of a view in 'parent.middle'"
    ),
    (
      "left(parent.left * parent.width)", .layout,
      "load: invalid-arithmetic: cannot apply '*' here: two views' edges cannot be multiplied"
    ),
    (
      "left(10 / parent.width)", .layout,
      "load: invalid-arithmetic: cannot apply '/' here: a term cannot be divided by a view's edge"
    ),
    (
      "left(a + b)", .layout,
      "load: invalid-arithmetic: cannot apply '+' here: a layout term relates to one view's edge"
    ),
    ("left(\"x\")", .layout, "invalid-value: 'left(\"x\")' is not a layout"),
    (
      "left(red + 1)", .layout,
      "load: invalid-arithmetic: cannot apply '+' to '#ff0000' and '1'; arithmetic takes numbers"
    ),
    (
      "left(parent + \"x\")", .layout,
      "load: invalid-arithmetic: a layout term takes numbers and views' edges (parent.width * 2 + 10), not '\"x\"'"
    ),
    ("left(auto)", .layout, "invalid-value: 'left(auto)' is not a layout"),
    ("rotate(10) 5", .transform, "invalid-value: 'rotate(10) 5' is not a transform"),
    ("rotate(10%)", .transform, "invalid-value: 'rotate(10%)' is not a transform"),
    ("image(1, 2)", .image, "invalid-value: 'image(1, 2)' is not an image"),
    ("bigger(Avenir, 2)", .font, "invalid-value: 'bigger(Avenir, 2)' is not a font"),
    ("smaller(Avenir 2, 2)", .font, "invalid-value: 'smaller(Avenir 2, 2)' is not a font"),
    ("L(key)", .string, "load: invalid-function: localized() takes the key as a string, localized(\"key\")"),
    ("gradient(red, 2)", .color, "load: invalid-function: gradient() takes two colors, top and bottom"),
    (
      "\"a\" (size: 3)", .attributedString,
      "invalid-value: 'size' is not an attribute of an attributed string's run"
    ),
    ("\"a\" (font: red)", .attributedString, "invalid-value: '#ff0000' is not a font"),
    ("(font: Avenir 2)", .attributedString, "invalid-value: '(font: Avenir 2)' is not an attributed-string"),
    (
      "\"a\" (font Avenir)", .attributedString,
      "invalid-value: '\"a\" (font Avenir)' is not an attributed-string"
    ),
    (
      "\"a\" (font: Avenir; color: red)", .attributedString,
      "load: unclosed-parenthesis: expected ')' to close the '(' opened here; malformed-value: unexpected ')' in a value"
    ),
    (
      "\"a\" (font: Avenir color: red)", .attributedString,
      "load: malformed-value: expected ',' or ')' after the attribute 'font', found ':'"
    ),
    (
      "2 > red", .boolean,
      "load: invalid-arithmetic: cannot compare '2' and '#ff0000' with '>'; it compares numbers"
    ),
    ("2px ** 2", .number, "load: invalid-arithmetic: '**' takes plain numbers, without units"),
    ("1 >", .boolean, "load: expected-value: expected a value after '>'"),
    (
      "UIViewAutoresizingFlexibleDepth", .enumeration(["width", "flexible-width"]),
      "invalid-enum-value: 'ui-view-autoresizing-flexible-depth' is not one of the allowed values"
    ),
    (
      "FlexibleWidth", .enumeration(["width"]),
      "invalid-enum-value: 'flexible-width' is not one of the allowed values"
    ),
  ])
  func malformedFormsAreRefused(source: String, type: ValueType, expected: String) {
    #expect(convert(source, type) == expected)
  }

  /// Without a schema a kept function prints as written, in its one spelling.
  @Test func keptFunctionsPrintInOneSpelling() {
    let parsed = sheet(
      "UIView { a: SIZETOFIT(1, 2).Left(3); b: L(\"k\"); c: leftTop(1, parent); d: superview(1, 2) }",
      path: "main.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules.first?.declarations.map { "\($0.property): \($0.value)" } == [
        "a: sizeToFit(1, 2) left(3)", "b: localized(\"k\")",
        "c: topLeft(1, parent)", "d: parent(1, 2)",
      ])
  }

  /// Layout terms print as InterfaCSS writes them, in one canonical arrangement.
  @Test func layoutTermsPrintInOneArrangement() {
    let parsed = sheet(
      "UIView { layout: left(2 * (superview.centerY + 5)), right(0 - avatar), top(layoutGuide.top * 1 - 0), width(50% * parent.width) }",
      path: "main.css")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.rules.first?.declarations.first?.value.description
        == "left(parent.center-y * 2 + 10), right(avatar * -1), top(guide.top), width(parent.width * 0.5)")
  }

  /// The bundled example of every form loads with no error and lints clean under the built-in
  /// UIKit schema (its output is pinned by the golden tests).
  @Test func theBundledExampleLintsClean() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fixtures/interfacss-values/sheet.css"
      ).path
    let parsed = try Stylesheet(contentsOfFile: path)
    #expect(parsed.diagnostics.isEmpty)
    #expect(Linter(schema: .uikit).lint(parsed).map { "\($0.code.rawValue) \($0.message)" } == [])
  }
}
