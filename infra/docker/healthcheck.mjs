// Container healthcheck of a service image: exit 0 when GET http://127.0.0.1:$PORT/health answers 2xx
// within 4 s, else 1.
const response = await fetch(`http://127.0.0.1:${process.env.PORT}/health`, { signal: AbortSignal.timeout(4000) }).catch(() => undefined);
process.exit(response?.ok ? 0 : 1);
