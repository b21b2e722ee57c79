// TODO(owner of this route): placeholder until the page is built.
export function Component() {
  return <main>login</main>;
}
