# a single file, a folder, or a snapshot you just downloaded
crucible scan-model ./models/

# the same scan as machine-readable findings
crucible scan-model ./models/ --format json -o scan.json
