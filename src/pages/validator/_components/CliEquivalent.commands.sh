# check crucibleconfig.yaml in the current folder
crucible validate

# check another file, for example in a pre-commit hook or a CI step
crucible validate -c configs/nightly.yaml
