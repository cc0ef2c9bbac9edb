"""VM layer 2, state: the settings, statistics, vc and current context of an evaluation."""
