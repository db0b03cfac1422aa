#!/bin/sh
# The bucket job of the S3 server (SeaweedFS), run by compose (`s3-init`) and Kubernetes (Job
# `s3-init`) with the SeaweedFS image once the server is up: the admin identity, the two buckets,
# and one key per service limited to its own bucket (catalogue: catalogue-images; onboarding:
# customer-documents; backup: both), through `weed shell` (s3.configure, s3.bucket.create).
# Re-running it is harmless. Needs S3_MASTER (host:port of the master) and the keys below.
set -eu
for name in S3_ADMIN_ACCESS_KEY S3_ADMIN_SECRET_KEY S3_CATALOGUE_ACCESS_KEY S3_CATALOGUE_SECRET_KEY \
            S3_ONBOARDING_ACCESS_KEY S3_ONBOARDING_SECRET_KEY S3_BACKUP_ACCESS_KEY S3_BACKUP_SECRET_KEY; do
  eval "value=\${$name:-}"
  [ -n "$value" ] || { echo "s3-init: $name is not set" >&2; exit 1; }
done
weed shell -master="${S3_MASTER:-s3:9333}" <<COMMANDS
s3.configure -user admin -access_key $S3_ADMIN_ACCESS_KEY -secret_key $S3_ADMIN_SECRET_KEY -actions Admin,Read,Write,List,Tagging -apply
s3.bucket.create -name catalogue-images
s3.bucket.create -name customer-documents
s3.configure -user catalogue -access_key $S3_CATALOGUE_ACCESS_KEY -secret_key $S3_CATALOGUE_SECRET_KEY -buckets catalogue-images -actions Read,Write,List -apply
s3.configure -user onboarding -access_key $S3_ONBOARDING_ACCESS_KEY -secret_key $S3_ONBOARDING_SECRET_KEY -buckets customer-documents -actions Read,Write,List -apply
s3.configure -user backup -access_key $S3_BACKUP_ACCESS_KEY -secret_key $S3_BACKUP_SECRET_KEY -buckets catalogue-images,customer-documents -actions Read,Write,List -apply
COMMANDS
# weed shell goes on after a failed command: check the outcome
buckets=$(echo "s3.bucket.list" | weed shell -master="${S3_MASTER:-s3:9333}")
for bucket in catalogue-images customer-documents; do
  echo "$buckets" | grep -q "$bucket" || { echo "s3-init: bucket $bucket is missing" >&2; exit 1; }
done
echo "s3-init: buckets and keys ready"
