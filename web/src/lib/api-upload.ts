import { ApiError, refusal, type ApiRequest } from "@/lib/api-client";

// Apart from api-client.ts, which is on the storefront's first load: only the admin area uploads.

/**
 * Sends `request.file` and reports how much of it has gone up (fetch reports no upload progress, so this is an
 * XMLHttpRequest); answers and refuses exactly as apiFetch does.
 */
export function apiUpload<T>(
  path: string,
  request: ApiRequest<T> & { file: { data: Blob; type: string }; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? "PUT", `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", request.file.type);
    if (request.token) xhr.setRequestHeader("Authorization", `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "network-error", "The store could not be reached. Check your connection."));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(request, xhr.status, payload, xhr.getResponseHeader("Retry-After")));
        return;
      }
      try {
        resolve(request.schema ? request.schema.parse(payload) : (payload as T));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(request.file.data);
  });
}
