"""The fake Discord's own tests (the fake itself is the top-level package `fakediscord`)."""
