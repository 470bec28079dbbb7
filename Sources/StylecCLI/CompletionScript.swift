/// The shell completion scripts `stylec completion bash|zsh|fish` prints, made from the
/// commands' own option specifications, so that a new option completes without editing them:
/// command names, each command's options, the values of options that take one of a few
/// (`--format json|text`), files where a file goes, nothing where free text goes.
struct CompletionScript {
  enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish
  }

  /// Each command and what it accepts; `help` and `completion` take a word, not options.
  static let commands: [(name: String, specification: ParsedArguments.Specification)] = [
    ("apply", ApplyCommand.specification), ("lint", LintCommand.specification),
    ("rules", RulesCommand.specification), ("schema", SchemaCommand.specification),
    ("watch", WatchCommand.specification), ("explain", ExplainCommand.specification),
    ("fmt", FormatCommand.specification), ("convert", ConvertCommand.specification),
    ("lsp", LanguageServerCommand.specification),
  ]

  /// The options whose value is a path.
  static let pathOptions: Set<String> = ["schema", "config", "output", "import-root", "stdin-filename"]

  /// The options of every command, and the values of `--color`.
  static let globalFlags = ["help", "quiet"]
  static let colorChoices = GlobalOptions.ColorChoice.allCases.map(\.rawValue)

  let shell: Shell

  var text: String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  private var commandNames: [String] { Self.commands.map(\.name) + ["help", "completion"] }

  /// Each command's options as `--name`, sorted, the global ones included.
  private func options(_ specification: ParsedArguments.Specification) -> [String] {
    (specification.valued.union(specification.flags).union(Self.globalFlags + ["color"])).sorted().map {
      "--" + $0
    }
  }

  private var bash: String {
    var script = """
      # bash completion for stylec: source it, or put it in bash-completion's directory.
      _stylec() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        case "$prev" in
          --color) COMPREPLY=($(compgen -W "\(Self.colorChoices.joined(separator: " "))" -- "$cur")); return ;;
        esac
        case "${COMP_WORDS[1]}" in

      """
    for (name, specification) in Self.commands {
      script += "    \(name))\n      case \"$prev\" in\n"
      for (option, values) in specification.choices.sorted(by: { $0.key < $1.key }) {
        script +=
          "        --\(option)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      }
      let paths = specification.valued.intersection(Self.pathOptions).sorted()
      if !paths.isEmpty {
        script +=
          "        \(paths.map { "--" + $0 }.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
      }
      let free = specification.valued.subtracting(Self.pathOptions).subtracting(specification.choices.keys)
        .sorted()
      if !free.isEmpty { script += "        \(free.map { "--" + $0 }.joined(separator: "|"))) return ;;\n" }
      script += "      esac\n"
      script += "      if [[ \"$cur\" == -* ]]; then\n"
      script +=
        "        COMPREPLY=($(compgen -W \"\(options(specification).joined(separator: " "))\" -- \"$cur\"))\n"
      script += "      else\n        COMPREPLY=($(compgen -f -- \"$cur\"))\n      fi\n      ;;\n"
    }
    script += """
          help) COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " "))" -- "$cur")) ;;
          completion) COMPREPLY=($(compgen -W "\(Shell.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur")) ;;
        esac
      }
      complete -o filenames -F _stylec stylec

      """
    return script
  }

  private var zsh: String {
    var script = """
      #compdef stylec
      # zsh completion for stylec: put it on $fpath as _stylec.
      _stylec() {
        local -a commands
        commands=(\(commandNames.joined(separator: " ")))
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          return
        fi
        case $words[2] in

      """
    for (name, specification) in Self.commands {
      script += "    \(name))\n      _arguments \\\n"
      var specs: [String] = []
      for option in options(specification) {
        let bare = String(option.dropFirst(2))
        if let values = bare == "color" ? Self.colorChoices : specification.choices[bare] {
          specs.append("'\(option)=:\(bare):(\(values.joined(separator: " ")))'")
        } else if Self.pathOptions.contains(bare), specification.valued.contains(bare) {
          specs.append("'\(option)=:\(bare):_files'")
        } else if specification.valued.contains(bare) {
          specs.append("'\(option)=:\(bare): '")
        } else {
          specs.append("'\(option)'")
        }
      }
      specs.append("'*:file:_files'")
      script += specs.map { "        \($0)" }.joined(separator: " \\\n") + "\n      ;;\n"
    }
    script += """
          help) _describe 'command' commands ;;
          completion) _values 'shell' \(Shell.allCases.map(\.rawValue).joined(separator: " ")) ;;
        esac
      }
      _stylec "$@"

      """
    return script
  }

  private var fish: String {
    var script = """
      # fish completion for stylec: put it in ~/.config/fish/completions/stylec.fish.
      complete -c stylec -f -n __fish_use_subcommand -a '\(commandNames.joined(separator: " "))'
      complete -c stylec -l help -s h
      complete -c stylec -l quiet -s q
      complete -c stylec -l color -x -a '\(Self.colorChoices.joined(separator: " "))'
      complete -c stylec -n __fish_use_subcommand -l version

      """
    for (name, specification) in Self.commands {
      let condition = "-n '__fish_seen_subcommand_from \(name)'"
      for option in specification.valued.union(specification.flags).sorted() {
        var line = "complete -c stylec \(condition) -l \(option)"
        if let short = specification.shortNames.first(where: { $0.value == option })?.key {
          line += " -s \(short)"
        }
        if let values = specification.choices[option] {
          line += " -x -a '\(values.joined(separator: " "))'"
        } else if Self.pathOptions.contains(option), specification.valued.contains(option) {
          line += " -r -F"
        } else if specification.valued.contains(option) {
          line += " -x"
        }
        script += line + "\n"
      }
      script += "complete -c stylec \(condition) -F\n"
    }
    script +=
      "complete -c stylec -n '__fish_seen_subcommand_from help' -x -a '\(commandNames.joined(separator: " "))'\n"
    script +=
      "complete -c stylec -n '__fish_seen_subcommand_from completion' -x -a '\(Shell.allCases.map(\.rawValue).joined(separator: " "))'\n"
    return script
  }
}
