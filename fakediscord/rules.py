"""Discord's limits on what a bot may send, checked on every message, modal and autocomplete answer.

Real Discord rejects such payloads with `400 Invalid Form Body` (code 50035) or `Cannot send an empty message`
(code 50006); the fake does the same and also records a violation, so the test fails even if the bot swallows the
error. Limits are from Discord's developer documentation (Message, Embed limits, Components, Modals, Autocomplete).
"""

from __future__ import annotations

from typing import Any

from fakediscord.messages import COMPONENTS_V2, SELECT_TYPES, walk_components

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_V2_COMPONENTS = 40
MAX_FILES = 10
MAX_CHOICES = 25
MAX_MODAL_TITLE = 45

EMBED_TEXT_LIMITS = {"title": 256, "description": 4096}


def _embed_problems(index: int, embed: dict[str, Any]) -> list[str]:
    problems = []
    total = 0
    for key, limit in EMBED_TEXT_LIMITS.items():
        text = embed.get(key) or ""
        total += len(text)
        if len(text) > limit:
            problems.append(f"embed {index} {key} has {len(text)} characters (max {limit})")
    fields = embed.get("fields", [])
    if len(fields) > 25:
        problems.append(f"embed {index} has {len(fields)} fields (max 25)")
    for number, embed_field in enumerate(fields):
        name, value = embed_field.get("name") or "", embed_field.get("value") or ""
        total += len(name) + len(value)
        if len(name) > 256 or len(value) > 1024:
            problems.append(f"embed {index} field {number} is too long (name max 256, value max 1024)")
    footer = (embed.get("footer") or {}).get("text") or ""
    author = (embed.get("author") or {}).get("name") or ""
    total += len(footer) + len(author)
    if len(footer) > 2048:
        problems.append(f"embed {index} footer has {len(footer)} characters (max 2048)")
    if len(author) > 256:
        problems.append(f"embed {index} author name has {len(author)} characters (max 256)")
    return problems if total <= MAX_EMBED_TOTAL else [*problems, f"embed {index} has {total} characters (max 6000)"]


def _item_problems(component: dict[str, Any]) -> list[str]:
    problems = []
    kind = component.get("type")
    custom_id = component.get("custom_id")
    if custom_id is not None and not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        problems.append(f"custom_id {custom_id[:40]!r}... has {len(custom_id)} characters (max {MAX_CUSTOM_ID})")
    if kind == 2:
        label = component.get("label") or ""
        if len(label) > MAX_BUTTON_LABEL:
            problems.append(f"button label {label[:30]!r}... has {len(label)} characters (max {MAX_BUTTON_LABEL})")
        if component.get("style") == 5:
            if not component.get("url") or custom_id:
                problems.append("a link button needs a url and no custom_id")
        elif component.get("style") != 6 and not custom_id:
            problems.append(f"button {label!r} has no custom_id")
        if not label and not component.get("emoji"):
            problems.append("a button needs a label or an emoji")
    elif kind in SELECT_TYPES:
        options = component.get("options", [])
        if kind == 3 and not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            problems.append(f"select {custom_id!r} has {len(options)} options (1 to {MAX_SELECT_OPTIONS})")
        for option in options:
            for key in ("label", "value", "description"):
                text = option.get(key) or ""
                if len(text) > MAX_OPTION_TEXT:
                    problems.append(f"select {custom_id!r} option {key} {text[:30]!r}... is over {MAX_OPTION_TEXT}")
        if len(component.get("placeholder") or "") > MAX_PLACEHOLDER:
            problems.append(f"select {custom_id!r} placeholder is over {MAX_PLACEHOLDER} characters")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not 0 <= low <= high <= (len(options) if kind == 3 else MAX_SELECT_OPTIONS):
            problems.append(f"select {custom_id!r} has min_values={low} max_values={high} for {len(options)} options")
    return problems


# Components V2 (Discord's "Component Reference"): which types may sit at the top of a message and in a container.
V2_TOP = {1, 9, 10, 12, 13, 14, 17}
V2_IN_CONTAINER = {1, 9, 10, 12, 13, 14}
MAX_V2_TEXT = 4000
MAX_GALLERY_ITEMS = 10


def _row_problems(number: int, row: dict[str, Any]) -> list[str]:
    problems = []
    children = row.get("components", [])
    kinds = [child.get("type") for child in children]
    if not children:
        problems.append(f"action row {number} is empty")
    if any(kind in SELECT_TYPES for kind in kinds) and len(children) > 1:
        problems.append(f"action row {number} mixes a select menu with other components")
    if kinds.count(2) > MAX_ROW_BUTTONS:
        problems.append(f"action row {number} has {kinds.count(2)} buttons (max {MAX_ROW_BUTTONS})")
    if any(kind not in (2, *SELECT_TYPES) for kind in kinds):
        problems.append(f"action row {number} holds something else than buttons and selects")
    return problems


def v2_problems(components: list[dict[str, Any]], attachments: set[str] | None) -> list[str]:
    """A layout message: allowed types at each level, rows, galleries pointing at its own files, text length."""
    problems = []
    count = sum(1 for _ in walk_components(components))
    if count > MAX_V2_COMPONENTS:
        problems.append(f"{count} components (max {MAX_V2_COMPONENTS} with components v2)")
    text = sum(len(c.get("content") or "") for c in walk_components(components) if c.get("type") == 10)
    if text > MAX_V2_TEXT:
        problems.append(f"{text} characters of text display (max {MAX_V2_TEXT})")
    rows = 0
    for component in components:
        if component.get("type") not in V2_TOP:
            problems.append(f"component type {component.get('type')} cannot be at the top of a layout message")
        for child in component.get("components", []) if component.get("type") == 17 else []:
            if child.get("type") not in V2_IN_CONTAINER:
                problems.append(f"component type {child.get('type')} cannot be inside a container")
    for component in walk_components(components):
        kind = component.get("type")
        if kind == 1:
            problems += _row_problems(rows, component)
            rows += 1
        elif kind == 10 and not (component.get("content") or "").strip():
            problems.append("a text display is empty")
        elif kind == 12:
            items = component.get("items") or []
            if not 1 <= len(items) <= MAX_GALLERY_ITEMS:
                problems.append(f"a media gallery has {len(items)} items (1 to {MAX_GALLERY_ITEMS})")
            for item in items:
                url = (item.get("media") or {}).get("url") or ""
                name = url.removeprefix("attachment://")
                if url.startswith("attachment://") and attachments is not None and name not in attachments:
                    problems.append(f"a media gallery shows {url}, which is not a file of the message")
    return problems


def component_problems(components: list[dict[str, Any]], flags: int, attachments: set[str] | None = None) -> list[str]:
    """Rows, buttons per row, select placement, custom_id uniqueness and text lengths."""
    problems: list[str] = []
    if flags & COMPONENTS_V2:
        problems += v2_problems(components, attachments)
    else:
        if len(components) > MAX_ACTION_ROWS:
            problems.append(f"{len(components)} action rows (max {MAX_ACTION_ROWS})")
        for number, row in enumerate(components):
            if row.get("type") != 1:
                problems.append(f"top-level component {number} is type {row.get('type')}, not an action row")
                continue
            children = row.get("components", [])
            kinds = [child.get("type") for child in children]
            if not children:
                problems.append(f"action row {number} is empty")
            if any(kind in SELECT_TYPES for kind in kinds) and len(children) > 1:
                problems.append(f"action row {number} mixes a select menu with other components")
            if kinds.count(2) > MAX_ROW_BUTTONS:
                problems.append(f"action row {number} has {kinds.count(2)} buttons (max {MAX_ROW_BUTTONS})")
    seen: set[str] = set()
    for component in walk_components(components):
        problems += _item_problems(component)
        custom_id = component.get("custom_id")
        if custom_id is not None and component.get("type") != 4:
            if custom_id in seen:
                problems.append(f"custom_id {custom_id!r} is used twice in one message")
            seen.add(custom_id)
    return problems


def message_problems(data: dict[str, Any], *, files: int, attachments: set[str] | None = None) -> list[str]:
    """Everything Discord would reject in a message create/edit body (`files` = attachments it will have, named
    `attachments` when known)."""
    problems = []
    content = data.get("content") or ""
    embeds = data.get("embeds") or []
    components = data.get("components") or []
    flags = int(data.get("flags") or 0)
    if len(content) > MAX_CONTENT:
        problems.append(f"content has {len(content)} characters (max {MAX_CONTENT})")
    if len(embeds) > MAX_EMBEDS:
        problems.append(f"{len(embeds)} embeds (max {MAX_EMBEDS})")
    for index, embed in enumerate(embeds):
        problems += _embed_problems(index, embed)
    if files > MAX_FILES:
        problems.append(f"{files} files (max {MAX_FILES})")
    if flags & COMPONENTS_V2 and (content or embeds):
        problems.append("a components v2 message cannot have content or embeds")
    problems += component_problems(components, flags, attachments)
    return problems


def is_empty(data: dict[str, Any], *, files: int) -> bool:
    """No content, embeds, files, components, stickers or poll: Discord answers 50006."""
    return not (
        data.get("content")
        or data.get("embeds")
        or data.get("components")
        or data.get("sticker_ids")
        or data.get("poll")
        or files
    )


def modal_problems(data: dict[str, Any]) -> list[str]:
    problems = []
    title = data.get("title") or ""
    if not 1 <= len(title) <= MAX_MODAL_TITLE:
        problems.append(f"modal title has {len(title)} characters (1 to {MAX_MODAL_TITLE})")
    custom_id = data.get("custom_id") or ""
    if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        problems.append(f"modal custom_id has {len(custom_id)} characters (1 to {MAX_CUSTOM_ID})")
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        problems.append(f"modal has {len(components)} top-level components (1 to 5)")
    for component in walk_components(components):
        custom_id = component.get("custom_id")
        if custom_id is not None and len(custom_id) > MAX_CUSTOM_ID:
            problems.append(f"modal field custom_id {custom_id[:40]!r}... is over {MAX_CUSTOM_ID} characters")
    return problems


def choices_problems(data: dict[str, Any]) -> list[str]:
    choices = data.get("choices")
    if choices is None:
        return ["autocomplete result has no choices list"]
    problems = []
    if len(choices) > MAX_CHOICES:
        problems.append(f"{len(choices)} autocomplete choices (max {MAX_CHOICES})")
    for choice in choices:
        name, value = str(choice.get("name", "")), choice.get("value")
        if not 1 <= len(name) <= 100:
            problems.append(f"choice name {name[:30]!r} has {len(name)} characters (1 to 100)")
        if isinstance(value, str) and len(value) > 100:
            problems.append(f"choice value {value[:30]!r}... is over 100 characters")
    return problems
