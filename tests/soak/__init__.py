"""Long sweeps and fault injection across the three games: kill -9 with restarts (`make soak`) and Discord faults
on every route the bot uses (`make test`)."""
