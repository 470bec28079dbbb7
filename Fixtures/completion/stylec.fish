# fish completion for stylec: put it in ~/.config/fish/completions/stylec.fish.
complete -c stylec -f -n __fish_use_subcommand -a 'apply lint rules schema watch explain fmt convert lsp help completion'
complete -c stylec -l help -s h
complete -c stylec -l quiet -s q
complete -c stylec -l color -x -a 'auto always never'
complete -c stylec -n __fish_use_subcommand -l version
complete -c stylec -n '__fish_seen_subcommand_from apply' -l compact
complete -c stylec -n '__fish_seen_subcommand_from apply' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from apply' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from apply' -l env -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l env-matrix
complete -c stylec -n '__fish_seen_subcommand_from apply' -l format -x -a 'json text'
complete -c stylec -n '__fish_seen_subcommand_from apply' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-depth -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-tree-size -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -l output -s o -r -F
complete -c stylec -n '__fish_seen_subcommand_from apply' -l precedence -x -a 'classy specificity last-wins interfacss'
complete -c stylec -n '__fish_seen_subcommand_from apply' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from apply' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from apply' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from apply' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from apply' -F
complete -c stylec -n '__fish_seen_subcommand_from lint' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from lint' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from lint' -l env-matrix
complete -c stylec -n '__fish_seen_subcommand_from lint' -l format -x -a 'text json github sarif'
complete -c stylec -n '__fish_seen_subcommand_from lint' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l max-warnings -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from lint' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from lint' -l strict
complete -c stylec -n '__fish_seen_subcommand_from lint' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from lint' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from lint' -F
complete -c stylec -n '__fish_seen_subcommand_from rules' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from rules' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from rules' -l format -x -a 'text css'
complete -c stylec -n '__fish_seen_subcommand_from rules' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -l precedence -x -a 'classy specificity last-wins interfacss'
complete -c stylec -n '__fish_seen_subcommand_from rules' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from rules' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from rules' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from rules' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from rules' -F
complete -c stylec -n '__fish_seen_subcommand_from schema' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from schema' -l format -x -a 'text json swift'
complete -c stylec -n '__fish_seen_subcommand_from schema' -l prefix -x
complete -c stylec -n '__fish_seen_subcommand_from schema' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from schema' -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from watch' -l env -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l interval -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-depth -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-tree-size -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -l output -s o -r -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l precedence -x -a 'classy specificity last-wins interfacss'
complete -c stylec -n '__fish_seen_subcommand_from watch' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from watch' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from watch' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from watch' -F
complete -c stylec -n '__fish_seen_subcommand_from explain' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from explain' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from explain' -l env -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l format -x -a 'text json'
complete -c stylec -n '__fish_seen_subcommand_from explain' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-depth -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-tree-size -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -l precedence -x -a 'classy specificity last-wins interfacss'
complete -c stylec -n '__fish_seen_subcommand_from explain' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from explain' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from explain' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from explain' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from explain' -F
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l check
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from fmt' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from fmt' -F
complete -c stylec -n '__fish_seen_subcommand_from convert' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from convert' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from convert' -l force
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from convert' -l output -s o -r -F
complete -c stylec -n '__fish_seen_subcommand_from convert' -l stdin-filename -r -F
complete -c stylec -n '__fish_seen_subcommand_from convert' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from convert' -l to -x -a 'css cas'
complete -c stylec -n '__fish_seen_subcommand_from convert' -F
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l config -r -F
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l dialect -x -a 'stylec classy css interfacss nimbus'
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l import-root -r -F
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-copies -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-diagnostics -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-file-size -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-imports -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-nesting -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-selector-length -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-total-bytes -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-total-selectors -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l max-value-size -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l schema -r -F
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l syntax -x -a 'classy css'
complete -c stylec -n '__fish_seen_subcommand_from lsp' -l var -x
complete -c stylec -n '__fish_seen_subcommand_from lsp' -F
complete -c stylec -n '__fish_seen_subcommand_from help' -x -a 'apply lint rules schema watch explain fmt convert lsp help completion'
complete -c stylec -n '__fish_seen_subcommand_from completion' -x -a 'bash zsh fish'
