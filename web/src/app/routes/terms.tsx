/** The terms the checkout's box agrees to: what an order is, how it is paid, and what the store keeps. */
export function Component() {
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Terms &amp; Conditions</h1>
      <p>
        These terms apply to every order placed at Book Store. Placing an order means you have read them and agree to
        them.
      </p>
      <h2 className="pt-2 text-xl font-semibold">Orders and prices</h2>
      <p>
        An order is for the books in your cart at the total shown at checkout. If a price changes or a book sells out
        before you place the order, the checkout tells you and places nothing until you confirm the new total.
      </p>
      <p>
        You can cancel an order while it has not been shipped, from your orders page. Its books go back on the shelf and
        you owe nothing.
      </p>
      <h2 id="shopping-policy" className="pt-2 text-xl font-semibold">
        Shopping Policy
      </h2>
      <p>
        Payment is cash on delivery only: you pay the courier when your books arrive, and nothing is charged online.
        Please have the exact amount ready where you can.
      </p>
      <p>
        We use your name, email, phone number and address only to deliver your order and to tell you about it. Saved
        addresses stay in your account until you delete them.
      </p>
    </article>
  );
}
