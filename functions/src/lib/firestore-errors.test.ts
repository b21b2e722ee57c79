import { describe, expect, it } from "vitest";
import { firestoreHttpError, withDeadline } from "./firestore-errors";
import { HttpError } from "./http-error";

describe("firestoreHttpError", () => {
  it("makes a lost transaction race a retryable 409 and an unreachable database a 503", () => {
    expect(firestoreHttpError({ code: 10 })).toMatchObject({
      status: 409,
      code: "conflict",
      headers: { "Retry-After": "1" },
    });
    expect(firestoreHttpError({ code: 14 })).toMatchObject({ status: 503, code: "unavailable" });
    expect(firestoreHttpError({ code: 4 })).toMatchObject({ status: 503, code: "unavailable" });
  });

  it("leaves every other error alone", () => {
    expect(firestoreHttpError(new Error("bug"))).toBeUndefined();
    expect(firestoreHttpError({ code: 3 })).toBeUndefined();
    expect(firestoreHttpError({ code: "ECONNRESET" })).toBeUndefined();
    expect(firestoreHttpError(null)).toBeUndefined();
  });
});

describe("withDeadline", () => {
  it("passes a timely result through", async () => {
    await expect(withDeadline(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it("answers 503 when the work is late, or the error it is given", async () => {
    const late = () => new Promise((resolve) => setTimeout(resolve, 200));
    const error = await withDeadline(late(), 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: "unavailable" });
    const own = await withDeadline(late(), 10, () => new HttpError(503, "too-slow", "too slow")).catch(
      (e: unknown) => e,
    );
    expect(own).toMatchObject({ status: 503, code: "too-slow" });
  });
});
