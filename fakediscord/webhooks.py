"""Interaction callbacks (`/interactions/{id}/{token}/callback`) and interaction webhooks (followups, @original).

Rules enforced here: one acknowledgement per interaction (a second one is answered 400/40060 and recorded), the
first one within `ack_deadline` seconds of dispatch, response types allowed for the interaction type, no followup
or @original edit before the acknowledgement, and no secret leak: after a public deferral (type 5), the first
followup replaces the public "thinking" message, so an ephemeral followup there would be shown to everyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from fakediscord import store
from fakediscord.http_util import error, invalid_form, json_response, no_content, read_body
from fakediscord.interactions import (
    ALLOWED_RESPONSES,
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    LAUNCH_ACTIVITY,
    MESSAGE,
    MODAL,
    RESPONSE_NAMES,
    UPDATE_MESSAGE,
    FakeInteraction,
)
from fakediscord.messages import EPHEMERAL, FakeMessage
from fakediscord.rules import choices_problems, modal_problems

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

API = "/api/v10"
CHAT_INPUT_COMMAND_MESSAGE = 20


class InteractionRoutes:
    """Handlers for the routes that authenticate with an interaction token."""

    def __init__(self, fake: FakeDiscordServer) -> None:
        self.fake = fake

    def register(self, app: web.Application) -> None:
        r = app.router
        r.add_post(f"{API}/interactions/{{interaction_id}}/{{token}}/callback", self.callback)
        hook = f"{API}/webhooks/{{app_id}}/{{token}}"
        r.add_post(hook, self.followup)
        r.add_get(f"{hook}/messages/{{message_id}}", self.get_message)
        r.add_patch(f"{hook}/messages/{{message_id}}", self.patch_message)
        r.add_delete(f"{hook}/messages/{{message_id}}", self.delete_message)

    # ----- the initial response
    async def callback(self, request: web.Request) -> web.Response:
        arrived = self.fake.now()
        interaction = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            self.fake.violate(
                "unknown_interaction", f"callback for unknown interaction {request.match_info['interaction_id']}"
            )
            return error(404, 10062, "Unknown interaction")
        body, files = await read_body(request)
        kind, data = int(body.get("type", 0)), body.get("data") or {}
        if interaction.acknowledged:
            self.fake.violate(
                "double_ack",
                f"acknowledged twice: first {RESPONSE_NAMES.get(interaction.response_type or 0)}, "
                f"then {RESPONSE_NAMES.get(kind, kind)}",
                interaction,
            )
            return error(400, 40060, "Interaction has already been acknowledged.")
        if kind not in ALLOWED_RESPONSES[interaction.type]:
            detail = f"response type {kind} ({RESPONSE_NAMES.get(kind, '?')}) is not allowed for a {interaction.kind}"
            self.fake.violate("bad_response", detail, interaction)
            return invalid_form([detail])
        result = self._respond(interaction, kind, data, files)
        if isinstance(result, web.Response):
            return result
        interaction.response_type = kind
        interaction.response_flags = int(data.get("flags") or 0)
        interaction.responded_at = arrived
        if kind in (MESSAGE, UPDATE_MESSAGE) and result is not None:
            interaction.shown = (result.text, tuple(result.custom_ids))
        latency = interaction.latency
        if latency is not None and latency > self.fake.ack_deadline:
            detail = f"first response after {latency:.2f}s (Discord allows {self.fake.ack_deadline:.0f}s)"
            self.fake.violate("late_ack", detail, interaction)
        return json_response(self._callback_body(interaction, kind, result))

    def _respond(
        self, interaction: FakeInteraction, kind: int, data: dict[str, Any], files: dict[int, Any]
    ) -> FakeMessage | web.Response | None:
        if kind == LAUNCH_ACTIVITY:
            if not self.fake.activities.enabled:
                detail = "LAUNCH_ACTIVITY: this application has no Activity (Activities are not enabled)"
                self.fake.violate("bad_response", detail, interaction)
                return error(400, 50035, f"Invalid Form Body: {detail}")
            interaction.activity_instance = self.fake.activities.launch(interaction.channel, interaction.user).id
            return None
        if kind in (MESSAGE, DEFERRED_MESSAGE):
            message_type = CHAT_INPUT_COMMAND_MESSAGE if interaction.type == APPLICATION_COMMAND else 0
            result = store.create(
                self.fake,
                interaction.channel,
                data if kind == MESSAGE else {"flags": data.get("flags", 0)},
                files,
                author=self.fake.world.bot,
                interaction=interaction,
                message_type=message_type,
                loading=kind == DEFERRED_MESSAGE,
            )
            if isinstance(result, FakeMessage):
                interaction.original = result
            return result
        if kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            source = interaction.source
            if source is None or source.deleted:
                detail = "an update response needs the message the component is on"
                self.fake.violate("bad_response", detail, interaction)
                return invalid_form([detail])
            if kind == UPDATE_MESSAGE:
                rejected = store.edit(self.fake, source, data, files, interaction=interaction)
                if rejected is not None:
                    return rejected
            interaction.original = source
            return source
        problems = choices_problems(data) if kind == AUTOCOMPLETE_RESULT else modal_problems(data)
        if problems:
            self.fake.violate("message_rule", "; ".join(problems), interaction)
            return invalid_form(problems)
        if kind == AUTOCOMPLETE_RESULT:
            interaction.choices = list(data["choices"])
        elif kind == MODAL:
            interaction.modal = data
        return None

    @staticmethod
    def _callback_body(interaction: FakeInteraction, kind: int, message: FakeMessage | None) -> dict[str, Any]:
        """`?with_response=1`: `interaction` always, `resource.message` for the message-bearing types."""
        summary: dict[str, Any] = {"id": str(interaction.id), "type": interaction.type, "activity_instance_id": None}
        body: dict[str, Any] = {"interaction": summary}
        if kind == LAUNCH_ACTIVITY:
            summary["activity_instance_id"] = interaction.activity_instance
            body["resource"] = {"type": kind, "activity_instance": {"id": interaction.activity_instance}}
        if message is not None:
            summary |= {
                "response_message_id": str(message.id),
                "response_message_loading": message.loading,
                "response_message_ephemeral": message.ephemeral,
            }
            if kind != DEFERRED_UPDATE:
                body["resource"] = {"type": kind, "message": message.payload()}
        return body

    # ----- webhooks
    def _interaction(self, request: web.Request, action: str) -> FakeInteraction | web.Response:
        interaction = self.fake.by_token.get(request.match_info["token"])
        if interaction is None or request.match_info["app_id"] != str(self.fake.application_id):
            self.fake.violate("unknown_webhook", f"{action} with an unknown application id or interaction token")
            return error(404, 10015, "Unknown Webhook")
        if not interaction.acknowledged:
            self.fake.violate("not_acknowledged", f"{action} before the interaction was acknowledged", interaction)
            return error(404, 10015, "Unknown Webhook")
        return interaction

    def _target(self, request: web.Request, interaction: FakeInteraction) -> FakeMessage | web.Response:
        key = request.match_info["message_id"]
        if key == "@original":
            message = interaction.original
        else:
            owned = [interaction.original, *interaction.followups]
            message = next((m for m in owned if m is not None and str(m.id) == key), None)
        if message is None or message.deleted:
            return error(404, 10008, "Unknown Message")
        return message

    async def followup(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request, "followup")
        if isinstance(interaction, web.Response):
            return interaction
        body, files = await read_body(request)
        original = interaction.original
        if interaction.response_type == DEFERRED_MESSAGE and original is not None and original.loading:
            # Discord: the first followup after a deferral replaces the "thinking" message and keeps its visibility.
            if int(body.get("flags") or 0) & EPHEMERAL and not original.ephemeral:
                detail = (
                    "an ephemeral followup after a public defer replaces the public 'thinking' message: it is PUBLIC"
                )
                self.fake.violate("secret_leak", detail, interaction)
            rejected = store.edit(self.fake, original, body, files, interaction=interaction)
            if rejected is not None:
                return rejected
            interaction.followups.append(original)
            message = original
        else:
            result = store.create(
                self.fake, interaction.channel, body, files, author=self.fake.world.bot, interaction=interaction
            )
            if isinstance(result, web.Response):
                return result
            interaction.followups.append(result)
            message = result
        return json_response(message.payload()) if request.query.get("wait") in ("1", "true", "True") else no_content()

    async def get_message(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request, "fetching a response")
        if isinstance(interaction, web.Response):
            return interaction
        message = self._target(request, interaction)
        return message if isinstance(message, web.Response) else json_response(message.payload())

    async def patch_message(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request, "editing a response")
        if isinstance(interaction, web.Response):
            return interaction
        message = self._target(request, interaction)
        if isinstance(message, web.Response):
            return message
        body, files = await read_body(request)
        rejected = store.edit(self.fake, message, body, files, interaction=interaction)
        return rejected or json_response(message.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request, "deleting a response")
        if isinstance(interaction, web.Response):
            return interaction
        message = self._target(request, interaction)
        if isinstance(message, web.Response):
            return message
        store.delete(self.fake, message)
        return no_content()
