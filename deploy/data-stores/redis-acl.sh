#!/bin/sh
# Writes Redis' ACL file (one user per service, least privilege) to $1 from the environment, run by
# the redis container at every start (docker-compose.yml, redis.yaml) before redis-server, which
# reads it with --aclfile. Only SHA-256 hashes of the passwords reach the file; nothing is in the repo.
#   default            REDIS_PASSWORD             operators and the healthcheck: everything
#   identity           REDIS_IDENTITY_PASSWORD    the sign-in throttle
#   catalogue          REDIS_CATALOGUE_PASSWORD   its budget, the audit outbox, the public lists' cache channel
#   onboarding         REDIS_ONBOARDING_PASSWORD  its budgets and allowances, the audit outbox; produces
#                                                 resume-link mails (notifications) and erasures (privacy)
#   scheduling         REDIS_SCHEDULING_PASSWORD  its budgets, slot claims and admissions, the audit outbox, the
#                                                 availability cache's channel; produces notifications,
#                                                 WhatsApp messages (whatsapp) and replies (whatsapp-replies)
#   scheduling-worker  REDIS_WORKER_PASSWORD      works the notifications, whatsapp, whatsapp-replies and
#                                                 privacy queues; the daily
#                                                 e-mail caps; an erasure resets the customer's allowances
# BullMQ runs Lua scripts on its queue's keys (bull:<queue>:*): a user gets every command but the
# dangerous and admin ones (FLUSHALL, KEYS, CONFIG, ACL, ...), on its key and channel patterns only;
# BullMQ reads INFO (server version) and names its connections (CLIENT SETNAME).
set -eu
out=${1:?usage: redis-acl.sh <acl file>}

hash() { printf '%s' "$1" | sha256sum | cut -d ' ' -f 1; }

# user NAME PASSWORD_VARIABLE RULES...: one ACL line, the password hashed
user() {
  name=$1 variable=$2
  shift 2
  eval "password=\${$variable:-}"
  [ -n "$password" ] || { echo "redis-acl: $variable is not set" >&2; exit 1; }
  echo "user $name reset on #$(hash "$password") $*"
}

SERVICE='+@all -@dangerous -@admin +info +client|setname +client|getname'
AUDIT='~bull:audit-records:*'

umask 077
{
  user default REDIS_PASSWORD '~* &* +@all'
  user identity REDIS_IDENTITY_PASSWORD "$SERVICE ~login-attempts:* ~login-wait:*"
  user catalogue REDIS_CATALOGUE_PASSWORD "$SERVICE $AUDIT ~budget:image-encodes:* &catalogue:public-lists"
  user onboarding REDIS_ONBOARDING_PASSWORD "$SERVICE $AUDIT ~bull:notifications:* ~bull:privacy:*" \
    '~budget:customers:* ~budget:uploads:* ~budget:resume-links:* ~budget:resume-redeems:* ~budget:exports:*' \
    '~allowance:exports-customer:* ~allowance:resume-links-address:* ~allowance:erasure-links-address:*' \
    '~allowance:upload-bytes-customer:* ~allowance:upload-bytes-client:*'
  user scheduling REDIS_SCHEDULING_PASSWORD "$SERVICE $AUDIT ~bull:notifications:* ~bull:whatsapp:* ~bull:whatsapp-replies:* ~scheduling:slot-claim:* ~scheduling:slot-admissions:*" \
    '~budget:bookings:* ~budget:cancels:* ~budget:availability-dates:* ~budget:exports:* &scheduling:availability'
  user scheduling-worker REDIS_WORKER_PASSWORD "$SERVICE +config|get ~bull:notifications:* ~bull:privacy:* ~bull:whatsapp:* ~bull:whatsapp-replies:* ~customer-emails:*" \
    '~allowance:exports-customer:* ~allowance:resume-links-address:* ~allowance:erasure-links-address:*'
} > "$out"
