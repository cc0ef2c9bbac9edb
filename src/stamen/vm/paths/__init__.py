"""VM layer 4, paths: guarded execution and branch-and-merge, lifted try/with regions,
path-by-path exploration, feasibility checks, relaxation, and the store of object writes."""
