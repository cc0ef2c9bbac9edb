"""VM layer 3, merging: the type-driven merge of values, the identity records of merged
values, and symbolic-length sequences with the merge of containers' contents."""
