-- An end-to-end run of `stylec lsp` under Neovim's own LSP client, headless: it opens a sheet,
-- reads its diagnostics, completes, hovers, outlines, goes to a definition and its references,
-- finds workspace symbols, applies a quick fix and sees the diagnostics change with the edit,
-- formats, renames across files and shows colours, and exits 0 only when every check passed. Written for Neovim 0.7 and later (Debian 12's is 0.7.2).
--
--   STYLEC=path/to/stylec PROJECT=dir nvim --headless --clean -u NONE -c "luafile neovim.lua"
--
-- PROJECT holds colors.cas, main.cas and other.cas as Scripts/editor-clients.sh writes them.
local stylec = assert(os.getenv("STYLEC"), "STYLEC names the stylec binary")
local project = assert(os.getenv("PROJECT"), "PROJECT names the project directory")
local failures = 0

local function check(name, passed, detail)
  if passed then
    io.stdout:write("ok   neovim: " .. name .. "\n")
  else
    failures = failures + 1
    io.stdout:write("FAIL neovim: " .. name .. ": " .. vim.inspect(detail) .. "\n")
  end
end

local function lines(path)
  return vim.api.nvim_buf_get_lines(vim.fn.bufnr(path), 0, -1, false)
end

local client_id
-- An error in the script ends Neovim with status 2, never leaves it waiting at a prompt.
local function run()
  vim.cmd("edit " .. vim.fn.fnameescape(project .. "/main.cas"))
  local buffer = vim.api.nvim_get_current_buf()
  client_id = vim.lsp.start_client({ name = "stylec", cmd = { stylec, "lsp" }, root_dir = project })
  check("the server starts", client_id ~= nil, client_id)
  vim.lsp.buf_attach_client(buffer, client_id)

  -- Diagnostics: the misspelt property on line 3, with its code.
  local published = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
  local diagnostics = vim.diagnostic.get(buffer)
  local first = diagnostics[1] or {}
  local code = first.code or (first.user_data and first.user_data.lsp and first.user_data.lsp.code)
  check("diagnostics", published and #diagnostics == 1 and first.lnum == 2 and code == "unknown-property",
    diagnostics)

  local uri = vim.uri_from_bufnr(buffer)
  local function request(method, params)
    local answers = vim.lsp.buf_request_sync(buffer, method, params, 5000) or {}
    local answer = answers[client_id] or {}
    return answer.result, answer.error
  end

  -- Completion inside the indented rule: UILabel's properties.
  local completion = request("textDocument/completion",
    { textDocument = { uri = uri }, position = { line = 3, character = 4 } })
  local labels = {}
  for _, item in ipairs((completion and (completion.items or completion)) or {}) do
    labels[item.label] = true
  end
  check("completion", labels["tint-color"] == true, completion)

  -- Hover on a value: the variable worked out.
  local hover = request("textDocument/hover",
    { textDocument = { uri = uri }, position = { line = 3, character = 15 } })
  check("hover", hover and hover.contents and hover.contents.value == "`#ff0000`", hover)

  -- Outline: Neovim shows nested symbols, each spanning its whole block.
  local outline = request("textDocument/documentSymbol", { textDocument = { uri = uri } }) or {}
  local rule = outline[1] or {}
  check("outline", #outline == 1 and rule.name == "UILabel" and rule.range and rule.range.start.line == 1
    and rule.range["end"].line >= 3 and rule.selectionRange.start.line == 1, outline)

  -- Definition and references of the variable: defined in the file main.cas imports, used in
  -- each sheet of the workspace.
  local at_variable = { textDocument = { uri = uri }, position = { line = 3, character = 15 } }
  local definition = request("textDocument/definition", at_variable)
  local target = (definition and (definition[1] or definition)) or {}
  check("definition", target.uri ~= nil and target.uri:match("colors%.cas$") ~= nil
    and target.range.start.line == 0, definition)
  local references = request("textDocument/references",
    vim.tbl_extend("force", at_variable, { context = { includeDeclaration = true } })) or {}
  local files = {}
  for _, reference in ipairs(references) do files[reference.uri:match("[^/]+$")] = true end
  check("references", #references == 4 and files["colors.cas"] and files["main.cas"] and files["other.cas"],
    references)

  -- Workspace symbols: the variable, found in the file that defines it.
  local symbols = request("workspace/symbol", { query = "acc" }) or {}
  local symbol = symbols[1] or {}
  check("workspace symbols", #symbols == 1 and symbol.name == "$accent"
    and symbol.location.uri:match("colors%.cas$") ~= nil, symbols)

  -- Quick fix: the misspelt property's "did you mean", applied; the edit reaches the server
  -- (didChange) and the diagnostic goes.
  -- The diagnostic as the server sent it: Neovim keeps its range and message as its own, the
  -- rest (the replacement in `data`) under user_data.lsp.
  local sent = (first.user_data and first.user_data.lsp) or {}
  local lsp_diagnostic = {
    range = {
      start = { line = first.lnum, character = first.col },
      ["end"] = { line = first.end_lnum, character = first.end_col },
    },
    message = first.message, code = code, source = first.source, severity = first.severity, data = sent.data,
  }
  local actions = request("textDocument/codeAction", {
    textDocument = { uri = uri }, range = lsp_diagnostic.range,
    context = { diagnostics = { lsp_diagnostic } },
  }) or {}
  local fix
  for _, action in ipairs(actions) do
    if action.edit and action.title:match("text%-color") then fix = action end
  end
  check("quick fix offered", fix ~= nil, actions)
  if fix then
    vim.lsp.util.apply_workspace_edit(fix.edit, "utf-16")
    check("quick fix applied", lines(project .. "/main.cas")[3] == "  text-color $accent",
      lines(project .. "/main.cas"))
    local cleared = vim.wait(10000, function() return #vim.diagnostic.get(buffer) == 0 end, 20)
    check("diagnostics after the edit", cleared, vim.diagnostic.get(buffer))
  end

  -- Rename: Neovim applies the edit to main.cas and to the files it does not have open.
  vim.api.nvim_win_set_cursor(0, { 4, 15 })
  vim.lsp.buf.rename("$brand")
  local renamed = vim.wait(10000, function()
    return lines(project .. "/main.cas")[4] == "  tint-color $brand"
  end, 20)
  check("rename in the document", renamed, lines(project .. "/main.cas"))
  check("rename in the file it imports", (lines(project .. "/colors.cas"))[1] == "$brand = #ff0000",
    lines(project .. "/colors.cas"))
  check("rename in another sheet of the workspace",
    (lines(project .. "/other.cas"))[3] == "  tint-color $brand", lines(project .. "/other.cas"))

  -- Formatting: fmt's house style (braces, a colon after each property, one space).
  vim.api.nvim_buf_set_lines(buffer, 3, 4, false, { "  tint-color     $brand" })
  vim.lsp.buf.formatting_sync(nil, 5000)
  local formatted = lines(project .. "/main.cas")
  check("formatting", formatted[2] == "UILabel {" and formatted[4] == "  tint-color: $brand" and formatted[5] == "}",
    formatted)

  -- Colours: a swatch for a colour written in the buffer, and the ways to write one picked.
  vim.api.nvim_buf_set_lines(buffer, 3, 4, false, { "  tint-color: #00ff00" })
  local colors = request("textDocument/documentColor", { textDocument = { uri = uri } }) or {}
  local swatch = colors[1] or {}
  check("document colours", #colors == 1 and swatch.color and swatch.color.green == 1 and swatch.color.red == 0
    and swatch.range.start.line == 3, colors)
  local presentations = request("textDocument/colorPresentation", {
    textDocument = { uri = uri }, range = swatch.range,
    color = { red = 1, green = 0.5, blue = 0, alpha = 1 },
  }) or {}
  local labels = {}
  for _, presentation in ipairs(presentations) do labels[presentation.label] = true end
  check("colour presentations", labels["#ff8000"] == true, presentations)
end

local ran, problem = xpcall(run, debug.traceback)
if not ran then
  io.stdout:write("FAIL neovim: the script stopped: " .. tostring(problem) .. "\n")
  os.exit(2)
end
vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
io.stdout:write(failures == 0 and "neovim: all checks passed\n" or ("neovim: " .. failures .. " checks failed\n"))
os.exit(failures == 0 and 0 or 1)
