// Every answer the API tests receive is checked against the published contract (schema/openapi.json): a route
// the document does not list, a status it does not name, or a body that does not match its schema fails the test
// that received it.
import openApiDocument from "@bookstore/schema/openapi.json" with { type: "json" };
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

interface Response {
  description: string;
  content?: Record<string, { schema: object }>;
}
type Operation = { responses: Record<string, Response> };
type PathItem = Record<string, Operation>;

const document = openApiDocument as unknown as { paths: Record<string, PathItem>; components: object };

/** The addresses Hosting rewrites to the function (firebase.json); the rest are the SPA's static files. */
const FUNCTION_PATHS = /^\/(?:api\/|sitemap|books\/|authors\/)/;

// Fixed paths first, so /api/books/export is not taken for /api/books/{id}.
const templates = Object.keys(document.paths)
  .sort((a, b) => Number(a.includes("{")) - Number(b.includes("{")))
  .map((template) => ({
    template,
    pattern: new RegExp(
      `^${template
        .replace(/[.]/g, "\\.")
        .replace(/\{[^}]+\}/g, "[^/]+")
        .replace(/\/$/, "")}/?$`,
    ),
  }));

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
// The document's components are added once, and each answer's schema refers to them there: a component (the
// error body every route documents) is compiled once, not again inside each schema that uses it.
const COMPONENTS_ID = "openapi-components";
ajv.addSchema({ $id: COMPONENTS_ID, components: document.components });
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const rebased = JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`);
    validate = ajv.compile(JSON.parse(rebased) as object);
    validators.set(key, validate);
  }
  return validate;
}

export interface ReceivedAnswer {
  method: string;
  /** The path asked for, with its query. */
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
  text: string;
}

/**
 * Answers the platform gives before the app runs, which no contract of the app's can describe
 * (docs/reliability.md): the Functions framework's HTML 400 for a malformed JSON body, the Hosting emulator's HTML
 * 404 for an encoded slash. The app itself answers HTML only for its pages.
 */
const isPlatformAnswer = (path: string, answer: ReceivedAnswer) =>
  !/^\/(?:books|authors)\//.test(path) &&
  (answer.status === 400 || answer.status === 404) &&
  /^text\/html/.test(answer.contentType ?? "");

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // a malformed escape, sent on purpose: matched as it was sent
  }
}

/** Throws with what does not match when `answer` is not one the document describes. */
export function checkAgainstContract(answer: ReceivedAnswer): void {
  const path = decodedPath(answer.path.split("?")[0]!);
  // OPTIONS is HTTP's own (Express answers it with the Allow header), not a route of the API.
  if (!FUNCTION_PATHS.test(path) || answer.method === "OPTIONS" || isPlatformAnswer(path, answer)) return;
  const method = answer.method.toLowerCase();
  const said = `${answer.method} ${answer.path} answered ${answer.status}`;
  const template = templates.find(({ pattern }) => pattern.test(path))?.template;
  const operation = template ? document.paths[template]![method === "head" ? "get" : method] : undefined;
  if (!operation) {
    // A route the document does not list must not exist: the app's own 404 (or 405) is the only answer.
    if (answer.status === 404 || answer.status === 405) return;
    throw new Error(`${said}: the route is not in the OpenAPI document (schema/src/openapi/routes)`);
  }
  const response = operation.responses[String(answer.status)];
  if (!response) throw new Error(`${said}: the OpenAPI document names no ${answer.status} for ${template}`);
  if (!response.content || method === "head" || answer.text === "") return;
  const mediaType = answer.contentType?.split(";")[0]!.trim() ?? "";
  const content = response.content[mediaType];
  if (!content) {
    throw new Error(`${said} as ${mediaType}: documented as ${Object.keys(response.content).join(", ")}`);
  }
  if (mediaType !== "application/json") return;
  const validate = validatorFor(`${method} ${template} ${answer.status}`, content.schema);
  if (!validate(answer.body)) {
    throw new Error(
      `${said}: the body does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${answer.text.slice(0, 500)}`,
    );
  }
}
