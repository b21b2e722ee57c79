import { SAVED_ADDRESSES, type SavedAddress } from "@bookstore/schema";
import { addressLine, recipientLine, useSavedAddresses } from "@/features/addresses/api/addresses";

/**
 * The checkout's saved addresses, the last used first: picking one fills the form with it (and with its name and
 * phone, when it was saved with them). Nothing is drawn for
 * a shopper who has none (or while they load): the form is all they need.
 */
export function SavedAddressPicker({
  uid,
  pickedId,
  onPick,
}: {
  uid: string;
  pickedId: string | undefined;
  onPick: (address: SavedAddress | undefined) => void;
}) {
  const { data } = useSavedAddresses(uid);
  if (!data?.addresses.length) return null;
  return (
    <fieldset className="md:col-span-5">
      <legend className="mb-2 font-medium">Saved addresses</legend>
      <ul className="space-y-2">
        {data.addresses.map((address) => (
          <li key={address.id}>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="savedAddress"
                checked={pickedId === address.id}
                onChange={() => onPick(address)}
                className="mt-1 size-4"
              />
              <span className="wrap-anywhere">
                {addressLine(address)}
                {recipientLine(address) && <span className="block text-gray-600">{recipientLine(address)}</span>}
              </span>
            </label>
          </li>
        ))}
        <li>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="savedAddress"
              checked={pickedId === undefined}
              onChange={() => onPick(undefined)}
              className="size-4"
            />
            A new address
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

/** 'Save this address', for a new one; past the limit it says why it cannot be offered. */
export function SaveAddressCheckbox({
  uid,
  checked,
  onChange,
}: {
  uid: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { data } = useSavedAddresses(uid);
  if (!data) return null;
  if (data.addresses.length >= SAVED_ADDRESSES.max) {
    return (
      <p className="text-gray-600 md:col-span-5">
        You keep {SAVED_ADDRESSES.max} saved addresses, the most an account may: delete one on your dashboard to save
        another.
      </p>
    );
  }
  return (
    <div className="inline-flex items-center md:col-span-5">
      <input
        id="checkout-save-address"
        name="saveAddress"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4"
      />
      <label htmlFor="checkout-save-address" className="ml-2">
        Save this address
      </label>
    </div>
  );
}
