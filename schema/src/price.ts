// Zod-free (`@bookstore/schema/price`): every page of the storefront shows prices, the home page's first load
// included, and the function's rendered pages write them the same way.

// Not Intl.NumberFormat: the first Intl formatter a page builds initialises ICU's locale data, 20–35 ms of
// main-thread time on a laptop (4 times that on a mid-range phone) in the middle of the home page's first render.
// Every amount the store shows is whole cents (the schema refuses fractions of a cent, sums are made in cents),
// and for those toFixed(2) writes exactly what en-US dollars would ("$1,234.50"); the web's unit test compares them.

/** Prices are shown with a $ sign and 2 decimals (product §1), thousands grouped. */
export function formatPrice(amount: number): string {
  const [whole = "", cents = ""] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}$${grouped}.${cents}`;
}
