# bash completion for stylec: source it, or put it in bash-completion's directory.
_stylec() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  COMPREPLY=()
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "apply lint rules schema watch explain fmt convert lsp help completion --help --version" -- "$cur"))
    return
  fi
  case "$prev" in
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
  esac
  case "${COMP_WORDS[1]}" in
    apply)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "json text" -- "$cur")); return ;;
        --precedence) COMPREPLY=($(compgen -W "classy specificity last-wins interfacss" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--output|--schema|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --env|--max-copies|--max-depth|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-tree-size|--max-value-size|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --compact --config --dialect --env --env-matrix --format --help --import-root --max-copies --max-depth --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-tree-size --max-value-size --output --precedence --quiet --schema --stdin-filename --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    lint)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "text json github sarif" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--schema|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --max-copies|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-value-size|--max-warnings|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --env-matrix --format --help --import-root --max-copies --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-value-size --max-warnings --quiet --schema --stdin-filename --strict --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    rules)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "text css" -- "$cur")); return ;;
        --precedence) COMPREPLY=($(compgen -W "classy specificity last-wins interfacss" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--schema|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --max-copies|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-value-size|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --format --help --import-root --max-copies --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-value-size --precedence --quiet --schema --stdin-filename --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    schema)
      case "$prev" in
        --format) COMPREPLY=($(compgen -W "text json swift" -- "$cur")); return ;;
        --config|--schema) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --prefix) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --format --help --prefix --quiet --schema" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    watch)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --precedence) COMPREPLY=($(compgen -W "classy specificity last-wins interfacss" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--output|--schema|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --env|--interval|--max-copies|--max-depth|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-tree-size|--max-value-size|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --env --help --import-root --interval --max-copies --max-depth --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-tree-size --max-value-size --output --precedence --quiet --schema --stdin-filename --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    explain)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "text json" -- "$cur")); return ;;
        --precedence) COMPREPLY=($(compgen -W "classy specificity last-wins interfacss" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--schema|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --env|--max-copies|--max-depth|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-tree-size|--max-value-size|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --env --format --help --import-root --max-copies --max-depth --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-tree-size --max-value-size --precedence --quiet --schema --stdin-filename --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    fmt)
      case "$prev" in
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --max-diagnostics|--max-file-size|--max-nesting|--max-selector-length|--max-total-selectors|--max-value-size) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--check --color --config --help --max-diagnostics --max-file-size --max-nesting --max-selector-length --max-total-selectors --max-value-size --quiet --stdin-filename --syntax" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    convert)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --to) COMPREPLY=($(compgen -W "css cas" -- "$cur")); return ;;
        --config|--output|--stdin-filename) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --max-diagnostics|--max-file-size|--max-nesting|--max-selector-length|--max-total-selectors|--max-value-size) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --force --help --max-diagnostics --max-file-size --max-nesting --max-selector-length --max-total-selectors --max-value-size --output --quiet --stdin-filename --syntax --to" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    lsp)
      case "$prev" in
        --dialect) COMPREPLY=($(compgen -W "stylec classy css interfacss nimbus" -- "$cur")); return ;;
        --syntax) COMPREPLY=($(compgen -W "classy css" -- "$cur")); return ;;
        --config|--import-root|--schema) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --max-copies|--max-diagnostics|--max-file-size|--max-imports|--max-nesting|--max-selector-length|--max-selectors|--max-total-bytes|--max-total-selectors|--max-value-size|--var) return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--color --config --dialect --help --import-root --max-copies --max-diagnostics --max-file-size --max-imports --max-nesting --max-selector-length --max-selectors --max-total-bytes --max-total-selectors --max-value-size --quiet --schema --syntax --var" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    help) COMPREPLY=($(compgen -W "apply lint rules schema watch explain fmt convert lsp help completion" -- "$cur")) ;;
    completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")) ;;
  esac
}
complete -o filenames -F _stylec stylec
