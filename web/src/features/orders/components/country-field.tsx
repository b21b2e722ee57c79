import { COUNTRIES } from "@bookstore/schema/countries";
import { TextField } from "@/components/form-field";

const LIST_ID = "checkout-countries";

/**
 * The address's country, picked from the list of countries by typing its name (the browser offers the matches);
 * the order sends its code.
 */
export function CountryField({ error }: { error?: string }) {
  return (
    <>
      <TextField
        id="checkout-country"
        name="country"
        type="text"
        label="Country / region"
        required
        error={error}
        className="md:col-span-2"
        autoComplete="country-name"
        list={LIST_ID}
      />
      <datalist id={LIST_ID}>
        {COUNTRIES.map(({ code, name }) => (
          <option key={code} value={name} />
        ))}
      </datalist>
    </>
  );
}
