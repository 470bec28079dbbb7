"""End-to-end tests of `stylec lsp` through pytest-lsp, a real Language Server Protocol client.

Each test runs once with the capabilities of each client pytest-lsp records (Visual Studio
Code, Neovim, Emacs), against the server the STYLEC environment variable names. pytest-lsp
also checks each answer against what those capabilities allow. Run by Scripts/editor-clients.sh.
"""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

STYLEC = os.environ["STYLEC"]

PROJECT = {
    "colors.cas": "$accent = #ff0000\n",
    "main.cas": '@import "colors.cas"\nUILabel\n  text-colr $accent\n  tint-color $accent\n',
    "other.cas": '@import "colors.cas"\nUIButton\n  tint-color $accent\n',
    "plain.css": "UILabel{color:#00ff00;alpha : 0.5}\n",
    "layout.cas": "@media (orientation: landscape) {\n  UIView {\n    corner-radius $gutter\n  }\n}\n",
    ".stylec.json": '{ "variables": { "$gutter": 8 } }\n',
}


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    for name, text in PROJECT.items():
        (tmp_path / name).write_text(text)
    return tmp_path


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[STYLEC, "lsp"]),
    params=["visual-studio-code", "neovim", "emacs"],
)
async def client(lsp_client: LanguageClient, request, project: pathlib.Path):
    # As an editor does, the client keeps what the server registers (files to watch for it).
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=project.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="project")],
        )
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, path: pathlib.Path) -> str:
    uri = path.as_uri()
    language = "css" if path.suffix == ".css" else "cas"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=1, text=path.read_text()
            )
        )
    )
    return uri


def position(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


@pytest.mark.asyncio
async def test_diagnostics_and_their_quick_fix(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "main.cas")
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == ["unknown-property"]
    assert diagnostics[0].range == types.Range(start=position(2, 2), end=position(2, 11))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    edits = actions[0].edit.changes[uri]
    assert [edit.new_text for edit in edits] == ["text-color"]


@pytest.mark.asyncio
async def test_completion_offers_the_rules_properties(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "main.cas")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position(3, 4)
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert "tint-color" in [item.label for item in items]


@pytest.mark.asyncio
async def test_hover_shows_a_value_as_worked_out(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "main.cas")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(3, 15))
    )
    assert hover.contents.value == "`#ff0000`"


@pytest.mark.asyncio
async def test_definition_references_and_rename_cross_files(
    client: LanguageClient, project: pathlib.Path
):
    uri = open_document(client, project / "main.cas")
    at_use = dict(text_document=types.TextDocumentIdentifier(uri=uri), position=position(3, 15))
    definition = await client.text_document_definition_async(types.DefinitionParams(**at_use))
    assert [location.uri for location in definition] == [(project / "colors.cas").as_uri()]
    references = await client.text_document_references_async(
        types.ReferenceParams(**at_use, context=types.ReferenceContext(include_declaration=True))
    )
    assert sorted({location.uri for location in references}) == sorted(
        (project / name).as_uri() for name in ["colors.cas", "main.cas", "other.cas"]
    )
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(**at_use))
    assert prepared.placeholder == "$accent"
    edit = await client.text_document_rename_async(types.RenameParams(**at_use, new_name="$brand"))
    assert {name: len(edit.changes[(project / name).as_uri()]) for name in ["colors.cas", "main.cas", "other.cas"]} == {
        "colors.cas": 1,
        "main.cas": 2,
        "other.cas": 1,
    }


@pytest.mark.asyncio
async def test_formatting_and_colours(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "plain.css")
    document = types.TextDocumentIdentifier(uri=uri)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=document, options=types.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    assert len(edits) == 1
    colors = await client.text_document_document_color_async(types.DocumentColorParams(text_document=document))
    assert [(c.color.red, c.color.green, c.color.blue) for c in colors] == [(0, 1, 0)]
    presentations = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(text_document=document, color=colors[0].color, range=colors[0].range)
    )
    assert [p.label for p in presentations] == ["#00ff00", "rgb(0, 255, 0)"]


@pytest.mark.asyncio
async def test_symbols_of_the_document_and_the_workspace(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "main.cas")
    outline = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [symbol.name for symbol in outline] == ["UILabel"]
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="accent"))
    assert [(symbol.name, symbol.location.uri) for symbol in found] == [
        ("$accent", (project / "colors.cas").as_uri())
    ]
    # The configuration's variables are symbols, at their keys.
    given = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="gutter"))
    assert [(symbol.name, symbol.location.uri) for symbol in given] == [
        ("$gutter", (project / ".stylec.json").as_uri())
    ]


@pytest.mark.asyncio
async def test_a_client_that_watches_files_is_asked_to_watch_the_configuration(
    client: LanguageClient, project: pathlib.Path
):
    # A request answered after `initialized`: the registration, sent on it, came before.
    await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="accent"))
    watched = client.capabilities.workspace.did_change_watched_files
    if watched and watched.dynamic_registration:
        [registration] = client.registrations
        assert registration.method == "workspace/didChangeWatchedFiles"
        assert [w["globPattern"] for w in registration.register_options["watchers"]] == [
            "**/.stylec.json",
            "**/*.cas",
            "**/*.css",
            "**/*.json",
        ]
    else:
        assert client.registrations == []


@pytest.mark.asyncio
async def test_an_outline_spans_and_nests_blocks(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "layout.cas")
    outline = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    nests = client.capabilities.text_document.document_symbol.hierarchical_document_symbol_support
    if nests:
        assert [symbol.name for symbol in outline] == ["@media (orientation: landscape)"]
        media = outline[0]
        assert (media.range.start.line, media.range.end.line) == (0, 4)
        assert [(child.name, child.range.start.line, child.range.end.line) for child in media.children] == [
            ("UIView", 1, 3)
        ]
    else:
        assert [(symbol.name, symbol.location.range.end.line) for symbol in outline] == [
            ("@media (orientation: landscape)", 4),
            ("UIView", 3),
        ]


@pytest.mark.asyncio
async def test_a_configuration_variable_leads_to_its_key(client: LanguageClient, project: pathlib.Path):
    uri = open_document(client, project / "layout.cas")
    found = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(2, 20))
    )
    assert [(location.uri, location.range.start.line) for location in found] == [
        ((project / ".stylec.json").as_uri(), 0)
    ]


@pytest.mark.asyncio
async def test_changes_saves_and_closes_publish_diagnostics_again(
    client: LanguageClient, project: pathlib.Path
):
    uri = open_document(client, project / "main.cas")
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[uri]] == ["unknown-property"]
    # An incremental change mends the misspelt property: its diagnostic goes.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=position(2, 2), end=position(2, 11)), text="text-color"
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert len(client.diagnostics[uri]) == 0
    # A whole-document change brings one back; saving and closing are taken in their turn.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="UILabel\n  alpah 1\n")],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[uri]] == ["unknown-property"]
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    # A closed document's diagnostics are cleared.
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert len(client.diagnostics[uri]) == 0
