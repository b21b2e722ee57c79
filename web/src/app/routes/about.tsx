export function Component() {
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">About Book Store</h1>
      <p>
        Book Store is a small online book shop. Browse the catalog by genre, keep the books you like in your cart and
        order them to your door.
      </p>
      <p>We only take cash on delivery: you pay when your books arrive, and nothing is charged online.</p>
    </article>
  );
}
