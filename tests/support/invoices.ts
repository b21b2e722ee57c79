import type { ApiErrorBody } from "@bookstore/schema";
import { checkAgainstContract } from "@bookstore/testing/contract";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { extractText } from "unpdf";

export interface InvoiceAnswer {
  status: number;
  headers: Headers;
  /** The error, when the answer is not the PDF. */
  error?: ApiErrorBody["error"];
  /** The PDF's text, pages joined, when it is the PDF. */
  pdfText?: string;
  pdfBytes?: number;
}

/** The text of a PDF file, as a reader's copy-and-paste finds it. */
export const pdfText = async (bytes: Uint8Array) => (await extractText(bytes, { mergePages: true })).text;

interface PdfAsker {
  token?: string;
  /** `?email=` for a guest. */
  query?: string;
}

/** GET /api/orders/:id/invoice: see salesDocument. */
export const getInvoice = (idOrNumber: string, asker: PdfAsker = {}) =>
  salesDocument(`/api/orders/${encodeURIComponent(idOrNumber)}/invoice`, asker);

/** GET /api/orders/:id/credit-note (a shipped order's, cancelled): see salesDocument. */
export const getOrderCreditNote = (idOrNumber: string, asker: PdfAsker = {}) =>
  salesDocument(`/api/orders/${encodeURIComponent(idOrNumber)}/credit-note`, asker);

/** GET /api/orders/:id/returns/:returnId/credit-note: see salesDocument. */
export const getCreditNote = (idOrNumber: string, returnId: string, asker: PdfAsker = {}) =>
  salesDocument(
    `/api/orders/${encodeURIComponent(idOrNumber)}/returns/${encodeURIComponent(returnId)}/credit-note`,
    asker,
  );

/**
 * A sales document's PDF through the Hosting rewrite, read as bytes, as a browser downloads it; the answer must be
 * one the OpenAPI document describes, like every API test's.
 */
async function salesDocument(route: string, { token, query = "" }: PdfAsker) {
  const path = `${route}${query}`;
  const response = await fetch(`${HOSTING_URL}${path}`, {
    headers: { Connection: "close", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get("content-type");
  const isPdf = /^application\/pdf/.test(contentType ?? "");
  const text = isPdf ? "" : new TextDecoder().decode(bytes);
  const body = isPdf || !text ? undefined : (JSON.parse(text) as ApiErrorBody);
  checkAgainstContract({
    method: "GET",
    path,
    status: response.status,
    contentType,
    body,
    text: isPdf ? "%PDF" : text,
  });
  const answer: InvoiceAnswer = { status: response.status, headers: response.headers, error: body?.error };
  if (isPdf) {
    if (new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") throw new Error(`${path} is not a PDF file`);
    answer.pdfText = await pdfText(bytes);
    answer.pdfBytes = bytes.length;
  }
  return answer;
}
