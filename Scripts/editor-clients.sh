#!/usr/bin/env bash
# End-to-end runs of `stylec lsp` with real Language Server Protocol clients: the pytest-lsp
# suite (Scripts/EditorClients/test_stylec_lsp.py, with the capabilities of VS Code, Neovim and
# Emacs) and a headless Neovim (Scripts/EditorClients/neovim.lua, Neovim's own client).
#
#   Scripts/editor-clients.sh path/to/stylec
#
# pytest-lsp is installed into a virtual environment outside the repository
# ($STYLEC_CLIENTS_VENV, by default under the temporary directory); Neovim must be on PATH
# (Debian: apt-get install neovim).
set -euo pipefail
cd "$(dirname "$0")/.."
stylec=$(realpath "${1:?usage: Scripts/editor-clients.sh path/to/stylec}")
venv=${STYLEC_CLIENTS_VENV:-${TMPDIR:-/tmp}/stylec-editor-clients}
if [ ! -x "$venv/bin/pytest" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "pytest-lsp==1.0.1"
fi
STYLEC="$stylec" "$venv/bin/python" -m pytest -q -p no:cacheprovider -W ignore::DeprecationWarning \
  Scripts/EditorClients/test_stylec_lsp.py

project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT
printf '$accent = #ff0000\n' >"$project/colors.cas"
printf '@import "colors.cas"\nUILabel\n  text-colr $accent\n  tint-color $accent\n' >"$project/main.cas"
printf '@import "colors.cas"\nUIButton\n  tint-color $accent\n' >"$project/other.cas"
STYLEC="$stylec" PROJECT="$project" timeout 120 \
  nvim --headless --clean -u NONE -c "luafile Scripts/EditorClients/neovim.lua"
