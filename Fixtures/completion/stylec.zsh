#compdef stylec
# zsh completion for stylec: put it on $fpath as _stylec.
_stylec() {
  local -a commands
  commands=(apply lint rules schema watch explain fmt convert lsp help completion)
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    return
  fi
  case $words[2] in
    apply)
      _arguments \
        '--color=:color:(auto always never)' \
        '--compact' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--env=:env: ' \
        '--env-matrix' \
        '--format=:format:(json text)' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--max-copies=:max-copies: ' \
        '--max-depth=:max-depth: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-tree-size=:max-tree-size: ' \
        '--max-value-size=:max-value-size: ' \
        '--output=:output:_files' \
        '--precedence=:precedence:(classy specificity last-wins interfacss)' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    lint)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--env-matrix' \
        '--format=:format:(text json github sarif)' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--max-copies=:max-copies: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-value-size=:max-value-size: ' \
        '--max-warnings=:max-warnings: ' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--stdin-filename=:stdin-filename:_files' \
        '--strict' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    rules)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--format=:format:(text css)' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--max-copies=:max-copies: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-value-size=:max-value-size: ' \
        '--precedence=:precedence:(classy specificity last-wins interfacss)' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    schema)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--format=:format:(text json swift)' \
        '--help' \
        '--prefix=:prefix: ' \
        '--quiet' \
        '--schema=:schema:_files' \
        '*:file:_files'
      ;;
    watch)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--env=:env: ' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--interval=:interval: ' \
        '--max-copies=:max-copies: ' \
        '--max-depth=:max-depth: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-tree-size=:max-tree-size: ' \
        '--max-value-size=:max-value-size: ' \
        '--output=:output:_files' \
        '--precedence=:precedence:(classy specificity last-wins interfacss)' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    explain)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--env=:env: ' \
        '--format=:format:(text json)' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--max-copies=:max-copies: ' \
        '--max-depth=:max-depth: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-tree-size=:max-tree-size: ' \
        '--max-value-size=:max-value-size: ' \
        '--precedence=:precedence:(classy specificity last-wins interfacss)' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    fmt)
      _arguments \
        '--check' \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--help' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-value-size=:max-value-size: ' \
        '--quiet' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '*:file:_files'
      ;;
    convert)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--force' \
        '--help' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-value-size=:max-value-size: ' \
        '--output=:output:_files' \
        '--quiet' \
        '--stdin-filename=:stdin-filename:_files' \
        '--syntax=:syntax:(classy css)' \
        '--to=:to:(css cas)' \
        '*:file:_files'
      ;;
    lsp)
      _arguments \
        '--color=:color:(auto always never)' \
        '--config=:config:_files' \
        '--dialect=:dialect:(stylec classy css interfacss nimbus)' \
        '--help' \
        '--import-root=:import-root:_files' \
        '--max-copies=:max-copies: ' \
        '--max-diagnostics=:max-diagnostics: ' \
        '--max-file-size=:max-file-size: ' \
        '--max-imports=:max-imports: ' \
        '--max-nesting=:max-nesting: ' \
        '--max-selector-length=:max-selector-length: ' \
        '--max-selectors=:max-selectors: ' \
        '--max-total-bytes=:max-total-bytes: ' \
        '--max-total-selectors=:max-total-selectors: ' \
        '--max-value-size=:max-value-size: ' \
        '--quiet' \
        '--schema=:schema:_files' \
        '--syntax=:syntax:(classy css)' \
        '--var=:var: ' \
        '*:file:_files'
      ;;
    help) _describe 'command' commands ;;
    completion) _values 'shell' bash zsh fish ;;
  esac
}
_stylec "$@"
