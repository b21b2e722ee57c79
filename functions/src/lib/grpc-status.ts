/**
 * The gRPC status codes firebase-admin's Firestore errors carry in their numeric `code`, named once
 * (grpc.io/docs/guides/status-codes).
 */
export const GrpcStatus = {
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  UNAVAILABLE: 14,
} as const;

/** The status code of a Firestore error, if it has one. */
export const grpcCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;
