"""VM layer 1, values: Union and its sentinels, objects' attribute state, and the snapshots
that detect mutations made outside lifted code. Imports nothing of the VM."""
