#!/bin/sh
# Starts nginx in the frontend image: plain HTTP, or HTTPS when HTTPS=true (certificates mounted in
# /etc/nginx/certs as fullchain.pem and privkey.pem).
set -eu
# nginx re-resolves the gateway's name through the container network's DNS server (IPv6 in brackets)
awk '/^nameserver/ { print "resolver " ($2 ~ /:/ ? "[" $2 "]" : $2) " valid=10s;"; exit }' /etc/resolv.conf > /tmp/nginx-resolver.conf
case "${HTTPS:-false}" in
  true)
    for file in fullchain.pem privkey.pem; do
      [ -r "/etc/nginx/certs/$file" ] || { echo "HTTPS=true needs /etc/nginx/certs/$file (mount your certificates there)" >&2; exit 1; }
    done
    exec nginx -e stderr -c /etc/nginx/nginx-https.conf -g 'daemon off;' ;;
  false) exec nginx -e stderr -c /etc/nginx/nginx.conf -g 'daemon off;' ;;
  *) echo "HTTPS must be true or false, got '$HTTPS'" >&2; exit 1 ;;
esac
