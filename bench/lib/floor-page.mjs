// A one-paragraph page with no script, no style and no image, served by this process: Lighthouse on it, at the
// same calibrated slowdown as the store's pages, shows the main-thread tasks a page with nothing in it already has
// (the browser setting the document up, its first layout): the floor the store's longest tasks are read against.
import { createServer } from "node:http";

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
  "<body><p>One paragraph of text: the whole page.</p></body></html>";

/** Serves the floor page on a free local port until `close()`. */
export async function serveFloorPage() {
  const server = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(FLOOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
