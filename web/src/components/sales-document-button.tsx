import { useMutation } from "@tanstack/react-query";
import { attachmentName, saveFile } from "@/lib/download";

/**
 * A sales document's PDF: an order's invoice, a refund's credit note. It is fetched with the caller's proof (the
 * shopper's ID token, the guest's number and email, the staff's token), which a plain link cannot send, and handed
 * to the browser as a download.
 */
export function SalesDocumentButton({
  title,
  number,
  fetchPdf,
}: {
  title: "Invoice" | "Credit note";
  number: string;
  fetchPdf: () => Promise<Response>;
}) {
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetchPdf();
      const name = attachmentName(response.headers.get("Content-Disposition")) ?? `${number}.pdf`;
      saveFile(await response.blob(), name);
    },
  });
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        className="font-medium text-indigo-700 underline hover:text-indigo-500"
      >
        {download.isPending ? `Preparing ${title.toLowerCase()}…` : `${title} ${number} (PDF)`}
      </button>
      {download.isError && (
        <span role="alert" className="text-sm text-danger">
          {download.error.message}
        </span>
      )}
    </p>
  );
}
