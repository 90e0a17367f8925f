"""Creating, editing and deleting messages, shared by channel routes, interaction callbacks and webhooks.

Every write is checked against `rules.py` first: a payload Discord would reject is answered 400 and recorded as a
violation. Attachments follow Discord's edit semantics: `attachments` entries whose id is the index of an uploaded
`files[n]` part are new files, entries with the id of an existing attachment keep it, everything else is dropped;
without an `attachments` key, existing files stay and uploaded ones are added.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from aiohttp import web

from fakediscord.accounts import FakeMember, FakeUser
from fakediscord.http_util import UploadedFile, error, invalid_form
from fakediscord.messages import COMPONENTS_V2, EPHEMERAL, LOADING, FakeAttachment, FakeMessage
from fakediscord.rules import is_empty, message_problems
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer
    from fakediscord.interactions import FakeInteraction

SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS = 1 << 2, 1 << 12
SETTABLE_FLAGS = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2


def _attachments(
    fake: FakeDiscordServer,
    channel: FakeChannel,
    data: dict[str, Any],
    files: dict[int, UploadedFile],
    existing: list[FakeAttachment],
) -> list[FakeAttachment]:
    def new(upload: UploadedFile, entry: dict[str, Any]) -> FakeAttachment:
        attachment_id = fake.world.ids.next()
        filename = entry.get("filename") or upload.filename
        url = f"{fake.base_url}/attachments/{channel.id}/{attachment_id}/{filename}"
        return FakeAttachment(attachment_id, filename, upload.data, entry.get("description"), url)

    if "attachments" not in data or data["attachments"] is None:
        return [*existing, *(new(files[i], {}) for i in sorted(files))]
    by_id = {a.id: a for a in existing}
    result = []
    for entry in data["attachments"]:
        key = int(entry["id"])
        if key in by_id:
            result.append(by_id[key])
        elif key in files:
            result.append(new(files[key], entry))
    return result


def check(
    fake: FakeDiscordServer,
    final: dict[str, Any],
    files: int,
    interaction: FakeInteraction | None,
    names: set[str] | None = None,
) -> web.Response | None:
    """The 400 Discord would answer for this final message state (and a recorded violation), or None."""
    problems = message_problems(final, files=files, attachments=names)
    if problems:
        fake.violate("message_rule", "; ".join(problems), interaction)
        return invalid_form(problems)
    if is_empty(final, files=files):
        fake.violate(
            "empty_message", "the bot sent an empty message (no content, embeds, files or components)", interaction
        )
        return error(400, 50006, "Cannot send an empty message")
    return None


def create(
    fake: FakeDiscordServer,
    channel: FakeChannel,
    data: dict[str, Any],
    files: dict[int, UploadedFile],
    *,
    author: FakeUser,
    interaction: FakeInteraction | None = None,
    message_type: int = 0,
    loading: bool = False,
) -> FakeMessage | web.Response:
    """A new message, or the 400 response that rejects it."""
    flags = int(data.get("flags") or 0) & SETTABLE_FLAGS
    if interaction is None:
        flags &= ~EPHEMERAL
    attachments = _attachments(fake, channel, data, files, [])
    if not loading:
        rejected = check(
            fake, {**data, "flags": flags}, len(attachments), interaction, {a.filename for a in attachments}
        )
        if rejected is not None:
            return rejected
    message = FakeMessage(
        fake.world.ids.next(),
        channel,
        author,
        content=str(data.get("content") or ""),
        raw_embeds=list(data.get("embeds") or []),
        raw_components=list(data.get("components") or []),
        attachments=attachments,
        flags=flags | (LOADING if loading else 0),
        interaction=interaction,
        type=message_type,
        webhook_id=fake.application_id if interaction is not None else None,
    )
    # An answer in the person's direct messages with the bot is theirs alone too (kept under the channel the
    # interaction names for the fake's bookkeeping, never shown there).
    private = message.ephemeral or (interaction is not None and interaction.dm)
    if private and interaction is not None:
        message.visible_to = interaction.user
    fake.messages[message.id] = message
    fake.messages_by_channel.setdefault(channel.id, []).append(message)
    if not private:
        fake.gateway.dispatch("MESSAGE_CREATE", message.payload(), required=False)
    return message


def edit(
    fake: FakeDiscordServer,
    message: FakeMessage,
    data: dict[str, Any],
    files: dict[int, UploadedFile],
    *,
    interaction: FakeInteraction | None = None,
) -> web.Response | None:
    """Apply an edit in place (a deferred placeholder gets its first content: not counted in `edits`)."""
    attachments = _attachments(fake, message.channel, data, files, message.attachments)
    final = {
        "content": data.get("content", message.content),
        "embeds": data.get("embeds", message.raw_embeds),
        "components": data.get("components", message.raw_components),
        "flags": message.flags | (int(data.get("flags") or 0) & COMPONENTS_V2),
    }
    rejected = check(fake, final, len(attachments), interaction, {a.filename for a in attachments})
    if rejected is not None:
        return rejected
    was_loading = message.loading
    message.content = str(final["content"] or "")
    message.raw_embeds = list(final["embeds"] or [])
    message.raw_components = list(final["components"] or [])
    message.attachments = attachments
    message.flags = int(final["flags"]) & ~LOADING
    if not was_loading:
        message.edits += 1
        message.edited_at = datetime.now(UTC)
    if not message.ephemeral:
        fake.gateway.dispatch("MESSAGE_UPDATE", message.payload(), required=False)
    return None


def delete(fake: FakeDiscordServer, message: FakeMessage) -> None:
    message.deleted = True
    if not message.ephemeral:
        payload = {
            "id": str(message.id),
            "channel_id": str(message.channel.id),
            "guild_id": str(message.channel.guild.id),
        }
        fake.gateway.dispatch("MESSAGE_DELETE", payload, required=False)


def visible(message: FakeMessage | None, viewer: FakeMember | None = None) -> bool:
    return message is not None and not message.deleted and (viewer is None or message.is_visible_to(viewer))
