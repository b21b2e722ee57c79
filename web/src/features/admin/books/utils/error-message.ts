/** What a failed import step says: the error's own message (the API's, through ApiError), or a plain fallback. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");
