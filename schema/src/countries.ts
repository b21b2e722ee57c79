// Countries by their ISO 3166-1 alpha-2 code, named in English (`@bookstore/schema/countries`): the delivery
// zones list codes, the checkout offers the names, an order's address keeps the code.
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

countries.registerLocale(en);

/** A delivery zone's "every country no other zone names". */
export const REST_OF_WORLD = "*";

/** Every code with its English name, in the order of the names: what the checkout's country list offers. */
export const COUNTRIES: readonly { code: string; name: string }[] = Object.entries(countries.getNames("en"))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/** The English name of a code; the text itself for what is no code (an older order's typed country). */
export const countryName = (codeOrText: string) => countries.getName(codeOrText, "en") ?? codeOrText;

/**
 * What an address's country field means: a code (any case) or an English name ("united kingdom", "Germany"),
 * as the code; undefined when it is neither.
 */
export function countryCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countries.getAlpha2Code(trimmed, "en");
}
