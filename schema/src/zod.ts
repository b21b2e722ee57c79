import { z } from "zod";

// Validators are never compiled with `new Function`: the storefront's Content-Security-Policy forbids eval, and
// zod probes for it when an object schema is built. So the setting comes before any schema is built: every
// module of the contract takes `z` from here.
z.config({ jitless: true });

export { z };
