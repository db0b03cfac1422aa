#!/bin/sh
# Starts nginx in the frontend image: plain HTTP, or HTTPS when HTTPS=true (certificates mounted in
# /etc/nginx/certs as fullchain.pem and privkey.pem; plain HTTP redirects to HTTPS_PORT, default
# 443). REAL_IP_FROM (space- or comma-separated addresses/CIDRs of the proxies in front, e.g. an
# Ingress controller's network) makes nginx take the visitor's address from their X-Forwarded-For.
# GATEWAY_HOST (default `gateway`) is the gateway's name: nginx's resolver does not apply the search
# domains of /etc/resolv.conf, so Kubernetes gives the full name (gateway.<namespace>.svc.cluster.local).
# PUBLIC_URL (e.g. https://cabinets.example.com) makes the pages' canonical and hreflang links absolute;
# SHOWROOM_TIME_ZONE (default Asia/Beirut) is the showroom's clock the pages name.
set -eu
# nginx re-resolves the gateway's name through the container network's DNS server (IPv6 in brackets)
awk '/^nameserver/ { print "resolver " ($2 ~ /:/ ? "[" $2 "]" : $2) " valid=10s;"; exit }' /etc/resolv.conf > /tmp/nginx-resolver.conf
gateway_host="${GATEWAY_HOST:-gateway}"
case "$gateway_host" in
  ''|*[!a-zA-Z0-9.-]*) echo "GATEWAY_HOST must be a host name, got '$gateway_host'" >&2; exit 1 ;;
esac
echo "map \$host \$gateway { default http://$gateway_host:8080; }" > /tmp/nginx-gateway.conf
# The pages' run-time values (app.conf's sub_filter): PUBLIC_URL's origin ($public_origin) goes in
# front of their canonical and hreflang links (unset, they stay relative), and SHOWROOM_TIME_ZONE
# ($showroom_time_zone, default Asia/Beirut) is named on <html> for the browser's clock
public_origin=$(printf '%s' "${PUBLIC_URL:-}" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
if [ -n "$public_origin" ] && ! printf '%s' "$public_origin" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$'; then
  echo "PUBLIC_URL must be an http or https URL with a host name, got '$PUBLIC_URL'" >&2; exit 1
fi
showroom_time_zone="${SHOWROOM_TIME_ZONE:-Asia/Beirut}"
if ! printf '%s' "$showroom_time_zone" | grep -Eq '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)+$'; then
  echo "SHOWROOM_TIME_ZONE must be an IANA time zone such as 'Asia/Beirut', got '$showroom_time_zone'" >&2; exit 1
fi
printf 'map $host $public_origin { default "%s"; }\nmap $host $showroom_time_zone { default "%s"; }\n' "$public_origin" "$showroom_time_zone" > /tmp/nginx-page-values.conf
real_ip=""
# $from_trusted_proxy: 1 when the connection comes from one of them (whose X-Forwarded-Proto counts)
trusted='geo $realip_remote_addr $from_trusted_proxy {
  default 0;
'
for source in $(echo "${REAL_IP_FROM:-}" | tr ',' ' '); do
  case "$source" in
    *[!0-9a-fA-F.:/]*) echo "REAL_IP_FROM: '$source' is not an address or CIDR" >&2; exit 1 ;;
  esac
  real_ip="${real_ip}set_real_ip_from $source;
"
  trusted="${trusted}  $source 1;
"
done
printf '%s}\n' "$trusted" > /tmp/nginx-trusted-proxies.conf
[ -z "$real_ip" ] || real_ip="${real_ip}real_ip_header X-Forwarded-For;
real_ip_recursive on;
"
printf '%s' "$real_ip" > /tmp/nginx-real-ip.conf
https_port="${HTTPS_PORT:-443}"
case "$https_port" in
  ''|*[!0-9]*) echo "HTTPS_PORT must be a port number, got '$https_port'" >&2; exit 1 ;;
  443) port_suffix="" ;;
  *) port_suffix=":$https_port" ;;
esac
# $host is the name the visitor asked for, without its port
echo "return 301 https://\$host$port_suffix\$request_uri;" > /tmp/nginx-redirect.conf
case "${HTTPS:-false}" in
  true)
    for file in fullchain.pem privkey.pem; do
      [ -r "/etc/nginx/certs/$file" ] || { echo "HTTPS=true needs /etc/nginx/certs/$file (mount your certificates there)" >&2; exit 1; }
    done
    exec nginx -e stderr -c /etc/nginx/nginx-https.conf -g 'daemon off;' ;;
  false) exec nginx -e stderr -c /etc/nginx/nginx.conf -g 'daemon off;' ;;
  *) echo "HTTPS must be true or false, got '$HTTPS'" >&2; exit 1 ;;
esac
