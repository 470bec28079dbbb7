/// The help texts of `stylec` and its subcommands.
enum Help {
  static let commands = [
    "apply", "explain", "lint", "fmt", "convert", "rules", "schema", "watch", "lsp", "completion", "help",
  ]

  static let overview = """
    stylec — a stylesheet engine for native view trees

    USAGE: stylec <command> [options]

    COMMANDS:
      apply SHEET TREE   print TREE (JSON) with every node's resolved styles
      explain SHEET TREE NODE [PROPERTY]
                         why a node's properties have their values: the declaration that
                         won and each it beat, with why it lost
      lint FILE...       check stylesheets against a schema and for mistakes
      fmt FILE...        rewrite stylesheets in their syntax's house style (--check: only list)
      convert --to css|cas FILE...
                         write stylesheets in the other syntax, beside them
      rules SHEET        print the stylesheet's rules as stylec reads them, with their scores
      schema [TYPE...]   print the schema's types, one type's properties, or typed Swift styles
      watch SHEET TREE   apply again whenever the sheet, an import or the tree changes
      lsp                serve the Language Server Protocol on standard input and output,
                         for an editor
      completion SHELL   print a completion script for bash, zsh or fish
      help [COMMAND]     show help for a command

    OPTIONS OF EVERY COMMAND:
      -h, --help                show the command's help
      --color auto|always|never colour diagnostics: by default on a terminal, unless NO_COLOR is
                                set to a non-empty value
      -q, --quiet               print errors only: no warnings, and no summary without an error
      --version                 print stylec's version

    Run 'stylec help apply' (or 'stylec apply --help') for the options of a command, and
    'stylec help config' for the project configuration file, .stylec.json.

    """

  /// Topics that are not commands.
  static let guides = ["config"]

  static let topics: [String: String] = [
    "config": """
    USAGE: .stylec.json, or any file named with --config FILE

    The project configuration: a JSON object, strict (a trailing comma is an error), read by
    lint, apply, explain, rules, watch, fmt and convert. It is found in the stylesheet's
    directory or the nearest one above it within the project (a directory holding .git or
    Package.swift, or the home directory); a sheet in neither looks only in its own directory.
    A configuration found rather than named must be a regular file, and its schema must lie in
    its own directory or below.

    KEYS:
      "rules"                   each lint rule's setting: "error", "warning" or "off"
                                ({"unused-variable": "off"}); lint only
      "max-warnings"            fail lint with more warnings than this whole number
                                (--max-warnings wins); lint only
      "schema"                  a schema file, relative to the configuration's directory and
                                inside it; lint only
      "dialect"                 the dialect of sheets that name none: stylec, classy, css,
                                interfacss or nimbus (--dialect wins)
      "variables"               variables injected before each sheet ({"$accent": "#007aff",
                                "$pad": 8}): strings written as in a stylesheet, numbers or
                                booleans (--var wins for a name both give)
      "types"                   the app's view classes and their superclasses
                                ({"SettingsCell": "UITableViewCell"})
      "properties"              properties an add-on gives UIKit's classes or the app's, by
                                class, each with its value type ({"UIView": {"cas-margin-top":
                                "number", "cas-size": "size"}})
      "include", "exclude"      which stylesheets lint DIR, fmt DIR and convert DIR take: path
                                patterns relative to the configuration (*, **, ?; a directory
                                stands for what is under it)

    EXAMPLE:
      {"schema": "schema.json", "rules": {"duplicate-selector": "error"}, "max-warnings": 10,
       "dialect": "classy", "types": {"Button": "UIButton"}, "exclude": ["Generated"]}

    Each mistake in the file is reported with its line and column.

    """,
    "apply": """
    USAGE: stylec apply [options] SHEET TREE

    Resolves the properties of every node of TREE (a JSON tree document; '-' reads standard
    input) from the stylesheet SHEET (.cas: Classy syntax, .css: CSS syntax; '-' reads it from
    standard input, named by --stdin-filename) and prints the tree with a "style" object added
    to each node.

    OPTIONS:
      --format json|text        output format (default: json)
      --precedence MODE         classy, specificity, last-wins or interfacss (default: the
                                dialect's)
      --env KEY=VALUE           set an environment fact for @media conditions (repeatable):
                                device=phone|pad|tv, version=17.2, screen-width=390,
                                screen-height=844, orientation=portrait|landscape,
                                horizontal-size-class=compact|regular, vertical-size-class=…,
                                scale=2, user-interface-style=light|dark (Dark Mode),
                                content-size-category=large, layout-direction=ltr|rtl,
                                reduce-motion=true (and the other accessibility settings), or
                                a custom fact such as appearance=dark
      --syntax classy|css       read SHEET with this syntax whatever its extension
      --dialect NAME            stylec, classy, css, interfacss or nimbus: whose meanings (color
                                names, hsl(), ranking) SHEET is read with, unless it names its
                                own with '@dialect NAME;' (default: classy for .cas, else stylec)
      --var NAME=VALUE          define the variable $NAME (or @NAME, written so) before SHEET is
                                read (repeatable), as an app injects it; SHEET's own definition
                                replaces it from there
      --config FILE             a project configuration (its dialect, variables and types); by
                                default .stylec.json in SHEET's directory or the nearest above
      --schema FILE|uikit       convert each value to its property's type (a schema file, JSON,
                                or uikit, the built-in one); without it, values are checked
                                against the built-in schema and kept as written
      --compact                 JSON without white space, on one line
      --env-matrix              instead of the tree, report each node's properties that differ
                                across the environments the sheet tells apart (every device,
                                orientation, size class and threshold it tests), and the fact
                                that decides each
      -o, --output FILE         write the result to FILE (replaced only when complete; - is
                                standard output)
      --import-root DIR         the directory imports may not leave (default: SHEET's own)
      --stdin-filename NAME     the name a SHEET read from '-' goes by: in diagnostics, for its
                                syntax, its configuration and the directory it imports from
                                (without it, or --import-root, it imports nothing)

    LIMITS (every input is bounded; see Sources/Stylec/Stylec.docc/Robustness.md):
      --max-nesting N           deepest block and value nesting in stylesheets (default: 64, at most 256)
      --max-imports N           most imports one load may follow (default: 256)
      --max-file-size BYTES     largest stylesheet file (default: 16777216)
      --max-value-size N        most items in one value after variables (default: 10000)
      --max-selectors N         most selectors one nested rule expands to (default: 10000)
      --max-selector-length N   most compound selectors in one selector (default: 256)
      --max-total-selectors N   most selectors a whole load expands to (default: 200000)
      --max-total-bytes BYTES   most bytes one load reads, imports included (default: 67108864)
      --max-copies N            most items one load copies for arithmetic over lists, nesting,
                                nested @media and @extend (default: 250000)
      --max-diagnostics N       most diagnostics listed for one stylesheet load, tree or
                                typing; the rest are counted in one line (default: 10000)
      --max-depth N             deepest node nesting in the tree (default: 1000)
      --max-tree-size BYTES     largest tree document (default: 268435456)

    EXIT STATUS:
      0  success (warnings are printed to standard error)
      1  the stylesheet or the tree has errors
      2  bad usage, or a file could not be read or written

    """,
    "rules": """
    USAGE: stylec rules [options] SHEET

    Prints every rule of SHEET as stylec reads it: groups split, nesting and '&' resolved,
    imports inserted, variables and arithmetic evaluated; each with its @media condition, its
    score under the chosen precedence, and its declarations. A rule's declarations are printed
    again for each selector of its group, and those copies count against --max-copies: past it
    nothing is printed (a few kilobytes of nested groups can list millions of declarations).

    OPTIONS:
      --format text|css         text (default), or css: the whole sheet as flat CSS (imports,
                                variables, nesting and @extend resolved) that reads back as
                                the same rules
      --precedence MODE         classy, specificity, last-wins or interfacss (default: the
                                dialect's)
      --syntax classy|css       read SHEET with this syntax whatever its extension
      --dialect NAME            stylec, classy, css, interfacss or nimbus: whose meanings (color
                                names, hsl(), ranking) SHEET is read with, unless it names its
                                own with '@dialect NAME;' (default: classy for .cas, else stylec)
      --var NAME=VALUE          define the variable $NAME (or @NAME, written so) before SHEET is
                                read (repeatable), as an app injects it; SHEET's own definition
                                replaces it from there
      --config FILE             a project configuration (its dialect, variables and types); by
                                default .stylec.json in SHEET's directory or the nearest above
      --schema FILE|uikit       show values in their typed normal form (a schema file, JSON, or
                                uikit, the built-in one)
      --import-root DIR, --max-nesting N and the other stylesheet limits   as for 'stylec apply'

    EXIT STATUS: 0 success, 1 the stylesheet has errors, 2 bad usage or unreadable file.

    """,
    "lint": """
    USAGE: stylec lint [options] FILE|DIR|-...

    Checks each stylesheet (and what it imports) against a schema of view types and their
    properties, and for mistakes that load without error. Findings print in source order,
    files in the order given, with a summary line. A directory stands for every .cas and .css
    file under it (hidden ones and symbolic links left out: a link may lead out of it), less
    those the configuration's "include" and "exclude" patterns leave out; '-' reads a
    stylesheet from standard input.

    OPTIONS:
      --format text|json|github|sarif   text (default; Xcode shows it inline), JSON, GitHub
                                Actions annotations, or SARIF 2.1.0 for code scanning
      --schema FILE|uikit       a schema file (JSON) that extends or replaces the built-in UIKit
                                one; uikit names the built-in one
      --config FILE             a configuration file (rules, schema, dialect, variables, types);
                                by default .stylec.json in the stylesheet's directory or above
      --max-warnings N          fail when there are more than N warnings
      --strict                  fail on any warning
      --env-matrix              test each @media condition under every combination of the facts
                                the sheet tests (devices, orientations, size classes, each
                                version and size threshold, custom facts): report a condition
                                never or always true, and a property set for one device (or
                                other fact) but never for another
      --stdin-filename NAME     the name a stylesheet read from '-' goes by: in diagnostics, for
                                its syntax, its configuration and the directory it imports from
      --syntax classy|css, --dialect NAME, --var NAME=VALUE, --import-root DIR, --max-nesting N
                                and the other stylesheet limits   as for 'stylec apply'

    Colour is used only on a terminal, and never when NO_COLOR is set to a non-empty value,
    unless --color says otherwise.

    EXIT STATUS: 0 no failing findings, 1 errors (or warnings with --strict or past
    --max-warnings), 2 bad usage or an unreadable file.

    """,
    "schema": """
    USAGE: stylec schema [options] [TYPE...]

    Prints every type of the schema with its superclass chain, or one TYPE with its states and
    properties (own and inherited) and their value types; with --format swift, typed style
    classes for the TYPEs (every type by default), their superclasses and nested types.

    OPTIONS:
      --format text|json|swift  a readable reference (default), JSON in the schema file format,
                                or Swift: one class per type mirroring the class hierarchy
                                (UIViewStyle, UIButtonStyle: UIControlStyle), every property
                                optional (enums, per-state maps), read by init(_:node:) from
                                ResolvedStyles, and a registry, TypedStyles, that picks the
                                class for a node by its type chain
      --prefix NAME             with --format swift, put NAME before every generated name
                                (AppUIButtonStyle, AppTypedStyles)
      --schema FILE|uikit       a schema file that extends or replaces the built-in UIKit one;
                                uikit names the built-in one
      --config FILE             a configuration file whose schema and types are printed, as
                                lint checks with them (default: the .stylec.json found for the
                                current directory)

    EXIT STATUS: 0 success, 1 a schema file's content is wrong, 2 bad usage, an unknown TYPE or a
    schema that cannot be read.

    """,
    "watch": """
    USAGE: stylec watch [options] SHEET TREE

    Applies SHEET to TREE, then again whenever SHEET, a file it imports or TREE changes (each
    checked for its size, modification time and inode), as Chameleon reloaded Nimbus's sheets:
    prints each changed property as '[index] Type#id property: old → new' on standard output
    (a changed TREE's views are matched with the last's by type and id under matched parents,
    and one it lost is listed as '[index] Type#id removed'), what happened (the first apply, each file that changed) and the diagnostics on standard
    error, and writes the styled tree to -o FILE each time, replaced only once complete, never
    over the sheet, an import or the tree. A sheet or tree that cannot be read, and a sheet
    saved with errors (shown with their lines), keep the last good version. It runs until
    stopped: Ctrl-C ends it (exit status 130).

    OPTIONS:
      -o FILE, --output FILE    write the styled tree (JSON) to FILE after each change
      --interval MS             how often the files are checked, in milliseconds (default 500)
      --precedence MODE, --env KEY=VALUE, --schema FILE, --syntax, --dialect, --var, --config,
      --import-root DIR, --max-depth, --max-tree-size and the stylesheet limits   as for apply

    EXIT STATUS: 130 stopped by Ctrl-C (or the status of the signal that ended it); before it
    watches, 1 the first tree has errors, 2 bad usage or a sheet, tree or output that cannot be
    read or written.

    """,
    "explain": """
    USAGE: stylec explain [options] SHEET TREE NODE [PROPERTY]

    For each node of TREE that NODE names (#id, or any selector: 'UIButton.primary',
    'UITabBar > ^UIButton'), each of its properties (or PROPERTY alone): the declaration that
    won and every matching declaration it beat, highest rank first, each with its selector,
    score in the precedence used, file:line:column and why it lost: a lower score, the same
    score but written earlier, its @media condition false, a value that does not fit the
    property's type (with --schema), overridden later in its own rule.

    OPTIONS:
      --format text|json        for people (default), or JSON for tools
      --precedence MODE, --env KEY=VALUE, --schema FILE|uikit, --syntax, --dialect, --var,
      --config, --import-root DIR, --stdin-filename, --max-depth, --max-tree-size and the
      stylesheet limits   as for apply

    EXIT STATUS: 0 success, 1 the stylesheet or the tree has errors, 2 bad usage, an unreadable
    file, or a NODE that is no selector or matches no node.

    """,
    "fmt": """
    USAGE: stylec fmt [options] FILE|DIR|-...

    Rewrites each stylesheet (for a directory, every .cas and .css file under it that its
    .stylec.json admits) in place, in its syntax's house style: one statement a line, blocks in
    braces indented two spaces, 'name: value', a space after each comma, at most one blank line
    between statements; ';' after each statement in CSS syntax, none in Classy's. Comments,
    variables, nesting, imports, mixins and the order of everything stay; selectors, values and
    names keep their spelling. A file already formatted is not written; each file rewritten is
    named on standard error ("stylec: formatted main.cas"), unless --quiet. '-' formats standard
    input to standard output. A sheet with a syntax error is left as it is, and its errors are
    printed.

    OPTIONS:
      --check                   change nothing: list the files that are not formatted
      --syntax classy|css       read the files with this syntax whatever their extension
      --config FILE             the configuration whose include and exclude filter the files
                                found in a directory (default: each file's .stylec.json)
      --stdin-filename NAME     the name '-' goes by: in diagnostics, and for its syntax
      --max-nesting N, --max-file-size BYTES, --max-diagnostics N, --max-total-selectors N,
      --max-selector-length N, --max-value-size N                    as for apply

    Statements are checked for syntax, not evaluated: an undefined variable is written as it
    stands ('stylec lint' reports it).

    EXIT STATUS: 0 every file formatted, 1 a file has syntax errors (or, with --check, is not
    formatted), 2 bad usage or a file that cannot be read or written.

    """,
    "lsp": """
    USAGE: stylec lsp [options]

    Serves the Language Server Protocol over standard input and output, for an editor to start
    and speak to: nothing else is written to standard output, and messages about the server
    itself go to standard error. Each document the editor opens is linted as 'stylec lint'
    lints its file, from the editor's unsaved text, with the .stylec.json found for its path;
    its diagnostics are published after each change, once the editor has sent all it had. See
    the Editor Integration article for each editor's set-up.

    OPTIONS:
      --config FILE             the configuration for every document (default: each one's
                                .stylec.json, found as for lint)
      --schema FILE             the schema every document is checked against
      --syntax classy|css, --dialect NAME, --var NAME=VALUE, --import-root DIR
                                as for lint
      --max-nesting N, --max-file-size BYTES, --max-diagnostics N, --max-total-selectors N,
      --max-selector-length N, --max-value-size N                    as for apply

    EXIT STATUS: 0 after the editor's 'shutdown' and 'exit', 1 when the input ends (the editor
    went away) or breaks off without them, 2 bad usage.

    """,
    "convert": """
    USAGE: stylec convert --to css|cas [options] FILE|DIR|-...

    Writes each stylesheet in the other syntax, in that syntax's house style (see 'stylec help
    fmt'), beside it under the new extension: main.cas becomes main.css; the original stays.
    Comments, variables, nesting, imports, mixins and named styles are kept, and the converted
    sheet applies to any tree as the original does: a sheet that names no dialect gets the
    '@dialect' its old extension implied (unless --dialect or .stylec.json choose one), and
    CSS syntax's shorthand type names (button) become the UIKit types they name (UIButton),
    but for classes the project declares in .stylec.json's types, which keep their names. A
    statement that cannot be written in the other syntax so that it reads the same is reported,
    and then nothing is written. An @import of a sheet converted in the same run names the
    converted file. In a directory, sheets already in the syntax to write are left out. '-'
    converts standard input to standard output. Each file written is named on standard error
    ("stylec: converted main.cas to main.css"), unless --quiet.

    OPTIONS:
      --to css|cas              the syntax to write (required)
      -o, --output FILE         with one sheet: write it to FILE (- is standard output)
      --force                   replace a file already at a converted sheet's path
      --syntax classy|css       read the files with this syntax whatever their extension
      --dialect NAME            the dialect the sheets are loaded with; then none is added
      --config FILE             the configuration (its dialect; its include and exclude for the
                                files found in a directory)
      --stdin-filename NAME     the name '-' goes by: in diagnostics, for its syntax and dialect
      --max-nesting N, --max-file-size BYTES, --max-diagnostics N, --max-total-selectors N,
      --max-selector-length N, --max-value-size N                    as for apply

    Statements are checked for syntax, not evaluated: an undefined variable is converted as it
    stands and means there what it meant here ('stylec lint' reports it).

    EXIT STATUS: 0 every sheet converted, 1 a sheet has syntax errors or a statement that
    cannot be converted, 2 bad usage, a file that cannot be read or written, or one already at a
    converted sheet's path (nothing is written then).

    """,
    "completion": """
    USAGE: stylec completion bash|zsh|fish

    Prints a script that completes stylec's commands, options, the values of options that take
    one of a few, and file names, in the shell named:

      bash   source <(stylec completion bash), or save it in bash-completion's directory
      zsh    stylec completion zsh > "${fpath[1]}/_stylec", then restart zsh
      fish   stylec completion fish > ~/.config/fish/completions/stylec.fish

    """,
    "help": """
    USAGE: stylec help [COMMAND]

    Shows the help of a command, or the list of commands.

    """,
  ]
}
