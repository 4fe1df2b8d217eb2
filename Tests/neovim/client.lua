-- Drives `navd lsp` with Neovim's built-in LSP client and records what the editor got.
-- Run by run.sh as `nvim --headless --clean -S client.lua` (Neovim 0.7 has no `-l`).
-- Environment: NAVD (the executable), NAVD_FIXTURE (the file to open), NAVD_RESULT (JSON written here).
local navd = assert(os.getenv("NAVD"), "NAVD is not set")
local fixture = assert(os.getenv("NAVD_FIXTURE"), "NAVD_FIXTURE is not set")
local result_path = assert(os.getenv("NAVD_RESULT"), "NAVD_RESULT is not set")
local result = { cases = {} }

local function finish()
  local file = assert(io.open(result_path, "w"))
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end

local ok, failure = pcall(function()
  vim.cmd("filetype on")
  vim.cmd("edit " .. vim.fn.fnameescape(fixture))
  local buffer = vim.api.nvim_get_current_buf()
  local config = {
    name = "navd",
    cmd = { navd, "lsp" },
    root_dir = vim.fn.fnamemodify(fixture, ":h"),
    init_options = { platform = "auto" },
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config) -- Neovim 0.8 and later
  else
    client_id = vim.lsp.start_client(config) -- Neovim 0.7 (Debian bookworm)
    vim.lsp.buf_attach_client(buffer, client_id)
  end
  result.filetype = vim.bo[buffer].filetype

  local function diagnostics()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(buffer)) do
      local lsp = (d.user_data or {}).lsp or {}
      table.insert(found, {
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
        severity = d.severity, source = d.source, message = d.message, code = d.code or lsp.code,
      })
    end
    table.sort(found, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
    return found
  end

  -- 1. Diagnostics after opening.
  vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
  result.cases.opened = diagnostics()

  -- 2. Hover on the first pattern.
  local client = vim.lsp.get_client_by_id(client_id)
  result.server_name = client and client.name
  local pattern_line = vim.fn.search('"\\^/new\\$"', "nw") - 1
  local pattern_col = vim.fn.match(vim.fn.getline(pattern_line + 1), '"\\^/new\\$"') + 2
  local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = pattern_line, character = pattern_col },
  }, 10000)
  for _, response in pairs(hover or {}) do
    result.cases.hover = response.result and response.result.contents and response.result.contents.value
  end

  -- 3. The quick fix for the first diagnostic, applied by the editor.
  local first = result.cases.opened[1]
  if first then
    local actions = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", {
      textDocument = { uri = vim.uri_from_bufnr(buffer) },
      range = { start = { line = first.lnum, character = first.col }, ["end"] = { line = first.end_lnum, character = first.end_col } },
      context = { diagnostics = {} },
    }, 10000)
    for _, response in pairs(actions or {}) do
      for _, action in ipairs(response.result or {}) do
        result.cases.action_title = action.title
        vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
      end
    end
    result.cases.fixed_line = vim.fn.getline(first.lnum + 1)
    -- 4. The editor sends the edit as an incremental change; the error goes away (the
    -- overwrittenKey warning on the same line stays: rules[1] still overwrites "presentation").
    vim.wait(15000, function()
      return #vim.diagnostic.get(buffer, { severity = vim.diagnostic.severity.ERROR }) == 0
    end, 20)
    result.cases.after_fix = diagnostics()
  end

  -- 5. Typing a new mistake brings an error back.
  vim.api.nvim_buf_set_lines(buffer, first and first.lnum or 0, (first and first.lnum or 0) + 1, false,
    { '      "properties": {"context": "modal", "presentation": "replace", "animated": "yes"}' })
  vim.wait(15000, function()
    return #vim.diagnostic.get(buffer, { severity = vim.diagnostic.severity.ERROR }) > 0
  end, 20)
  result.cases.typed = diagnostics()

  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end)
if not ok then result.error = tostring(failure) end
finish()
