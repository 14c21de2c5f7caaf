// Zod (the schemas of @opentmc/contracts) compiles object parsers with `new Function` unless told not to, and first
// probes whether it may. The site's Content-Security-Policy allows no eval (docs/adr/0025), and the probe alone is
// reported as a violation. Zod takes its configuration from this global when it loads, so this classic script, which
// runs before the app's modules (whichever chunk holds zod), switches the compilation off.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
