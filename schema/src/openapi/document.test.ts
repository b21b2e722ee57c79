import { expect, it } from "vitest";
import { createOpenApiDocument } from "./document";

// The checked-in openapi.json (what the function serves and the linter reads) is the generated document.
// After changing a route or a schema: `npm run openapi -w schema` rewrites it.
it("openapi.json is the document the schemas generate", async () => {
  await expect(`${JSON.stringify(createOpenApiDocument(), null, 2)}\n`).toMatchFileSnapshot("../../openapi.json");
});
