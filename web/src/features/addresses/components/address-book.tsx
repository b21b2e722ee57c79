import { SAVED_ADDRESSES, savedAddressInputSchema, type SavedAddress } from "@bookstore/schema";
import { useId, useState, type FormEvent } from "react";
import { confirmDialog } from "@/components/dialogs";
import { TextField } from "@/components/form-field";
import { QueryStates } from "@/components/query-states";
import { StatusMessage } from "@/components/status-message";
import {
  addressLine,
  newAddressId,
  recipientLine,
  useDeleteAddress,
  useSaveAddress,
  useSavedAddresses,
} from "@/features/addresses/api/addresses";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

// Name and phone are whom the address ships to: optional, they fill the checkout's too when it is picked.
const FIELDS = [
  { name: "name", label: "Full Name", autoComplete: "name" },
  { name: "phone", label: "Phone Number", autoComplete: "tel" },
  { name: "street", label: "Address / Street", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "country", label: "Country / region", autoComplete: "country-name" },
  { name: "state", label: "State / province", autoComplete: "address-level1" },
  { name: "zipcode", label: "Zipcode", autoComplete: "postal-code" },
] as const;

/** The dashboard's saved addresses: listed the last used first, each to edit or delete, and a new one to add. */
export function AddressBook({ uid }: { uid: string }) {
  const { data, isPending, isError } = useSavedAddresses(uid);
  const deleteAddress = useDeleteAddress(uid);
  // The id being edited, or "new" for an address being added.
  const [editing, setEditing] = useState<string>();
  const addresses = data?.addresses ?? [];
  const confirmDelete = async (address: SavedAddress) => {
    const confirmed = await confirmDialog({
      title: "Delete this address?",
      text: addressLine(address),
      confirmButtonText: "Delete",
    });
    if (confirmed) deleteAddress.mutate(address.id);
  };

  const body = (
    <QueryStates
      query={{ isPending, isError }}
      loading="Loading your addresses..."
      error="Your saved addresses could not be loaded."
    >
      {addresses.length === 0 && editing !== "new" && (
        <StatusMessage kind="empty">You have no saved addresses yet.</StatusMessage>
      )}
      <ul className="space-y-3">
        {addresses.map((address) => (
          <li key={address.id} className="rounded-lg bg-gray-50 p-4 shadow-sm">
            {editing === address.id ? (
              <AddressForm uid={uid} id={address.id} initial={address} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="wrap-anywhere">
                  {addressLine(address)}
                  {recipientLine(address) && <span className="block text-gray-600">{recipientLine(address)}</span>}
                </p>
                <div className="flex gap-2">
                  <button type="button" className="btn btn-quiet px-4" onClick={() => setEditing(address.id)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger-outline px-4"
                    disabled={deleteAddress.isPending}
                    onClick={() => void confirmDelete(address)}
                  >
                    Delete
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {deleteAddress.isError && <StatusMessage kind="error">{deleteAddress.error.message}</StatusMessage>}
      {editing === "new" ? (
        <div className="mt-4 rounded-lg bg-gray-50 p-4 shadow-sm">
          <AddressForm uid={uid} id={newAddressId()} onDone={() => setEditing(undefined)} />
        </div>
      ) : addresses.length < SAVED_ADDRESSES.max ? (
        <button type="button" className="btn btn-action mt-4 px-6" onClick={() => setEditing("new")}>
          Add an address
        </button>
      ) : (
        <p className="mt-4 text-gray-600">You keep {SAVED_ADDRESSES.max} addresses, the most an account may.</p>
      )}
    </QueryStates>
  );

  return (
    <section
      aria-labelledby="saved-addresses-heading"
      className="mx-auto mt-8 max-w-4xl rounded-lg bg-white p-6 shadow-md"
    >
      <h2 id="saved-addresses-heading" className="mb-4 text-xl font-semibold">
        Saved addresses
      </h2>
      {body}
    </section>
  );
}

function AddressForm({
  uid,
  id,
  initial,
  onDone,
}: {
  uid: string;
  id: string;
  initial?: SavedAddress;
  onDone: () => void;
}) {
  const formId = useId();
  // The id of a new address is fixed for the form's life, so a retried save replaces rather than adds.
  const [addressId] = useState(id);
  const save = useSaveAddress(uid);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    // The street is optional in an order's address, name and phone in a saved one: empty ones are left out.
    for (const optional of ["street", "name", "phone"]) if (raw[optional] === "") delete raw[optional];
    const parsed = savedAddressInputSchema.safeParse(raw);
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(undefined);
    save.mutate(
      { id: addressId, address: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(formErrors(error.fields));
          setRefusal(error.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={initial ? `Edit ${addressLine(initial)}` : "New address"}
      className="grid gap-3 md:grid-cols-2"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${formId}-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.name === "phone" ? "tel" : "text"}
          defaultValue={initial?.[field.name] ?? ""}
          autoComplete={field.autoComplete}
          error={errors[field.name]}
          inputClassName="mt-1 h-10 w-full rounded-sm border bg-white px-4 aria-invalid:border-danger"
        />
      ))}
      <div className="flex flex-wrap items-center gap-2 md:col-span-2">
        {refusal && <StatusMessage kind="error">{refusal}</StatusMessage>}
        <button type="submit" className="btn btn-action px-6" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save address"}
        </button>
        <button type="button" className="btn btn-quiet px-6" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
