import { REFUND_METHOD_LABELS, REFUND_METHODS, type Return, type RefundMethod } from "@bookstore/schema";
import { useId, useState } from "react";
import { useMoveReturn } from "@/features/admin/returns/api/returns";

/** Approve or refuse a request (with a note); receive an approved one, with its refund (at most what was paid). */
export function ReturnActions({ ret }: { ret: Return }) {
  const move = useMoveReturn();
  const id = useId();
  const [note, setNote] = useState("");
  const [amount, setAmount] = useState(ret.refundable.toFixed(2));
  const [method, setMethod] = useState<RefundMethod>("cash");
  if (ret.status !== "requested" && ret.status !== "approved") return null;
  const send = (body: Parameters<typeof move.mutate>[0]["move"]) => move.mutate({ id: ret.id, move: body });
  const withNote = note.trim() ? { note: note.trim() } : {};

  return (
    <div className="mt-2 space-y-2 rounded border border-gray-200 p-3">
      <label htmlFor={`${id}-note`} className="block text-sm font-medium">
        Note to the shopper (optional)
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.target.value)}
        className="w-full rounded border border-gray-300 p-2 text-sm"
        rows={2}
      />
      {ret.status === "requested" ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={move.isPending}
            onClick={() => send({ status: "approved", ...withNote })}
            className="btn btn-primary px-4"
          >
            Approve {ret.number}
          </button>
          <button
            type="button"
            disabled={move.isPending}
            onClick={() => send({ status: "refused", ...withNote })}
            className="btn btn-danger-outline px-4"
          >
            Refuse {ret.number}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ status: "received", refund: { amount: Number(amount), method, ...withNote }, ...withNote });
          }}
        >
          <label className="text-sm">
            <span className="block font-medium">Refund (at most {ret.refundable.toFixed(2)})</span>
            <input
              type="number"
              min={0}
              max={ret.refundable}
              step="0.01"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className="w-32 rounded border border-gray-300 px-2 py-1"
            />
          </label>
          <label className="text-sm">
            <span className="block font-medium">Method</span>
            <select
              value={method}
              onChange={(event) => setMethod(event.target.value as RefundMethod)}
              className="rounded border border-gray-300 px-2 py-1"
            >
              {REFUND_METHODS.map((value) => (
                <option key={value} value={value}>
                  {REFUND_METHOD_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={move.isPending} className="btn btn-primary px-4">
            Mark {ret.number} received and refund
          </button>
        </form>
      )}
      {move.isError && (
        <p role="alert" className="text-sm text-danger">
          {move.error.message}
        </p>
      )}
    </div>
  );
}
