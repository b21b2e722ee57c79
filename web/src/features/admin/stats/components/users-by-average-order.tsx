// product §2 'Admin statistics': a static placeholder list of sample people, not data from a call.
const SAMPLE_USERS = [
  { name: "Annette Watson", score: "9.3" },
  { name: "Calvin Steward", score: "8.9" },
  { name: "Ralph Richards", score: "8.7" },
  { name: "Bernard Murphy", score: "8.2" },
  { name: "Arlene Robertson", score: "8.2" },
  { name: "Jane Lane", score: "8.1" },
  { name: "Pat Mckinney", score: "7.9" },
  { name: "Norman Walters", score: "7.7" },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export function UsersByAverageOrder() {
  return (
    <section aria-labelledby="users-by-average-order" className="row-span-3 rounded-lg bg-white shadow">
      <h2 id="users-by-average-order" className="border-b border-gray-100 px-6 py-5 font-semibold">
        Users by average order
      </h2>
      {/* Scrolls past 24rem; focusable so keyboard users can scroll it too. */}
      <ul tabIndex={0} aria-labelledby="users-by-average-order" className="max-h-96 space-y-6 overflow-y-auto p-6">
        {SAMPLE_USERS.map((user) => (
          <li key={user.name} className="flex items-center">
            <span
              aria-hidden="true"
              className="mr-3 inline-flex size-10 items-center justify-center rounded-full bg-gray-100 text-sm font-semibold text-gray-600"
            >
              {initials(user.name)}
            </span>
            <span className="text-gray-600">{user.name}</span>
            <span className="ml-auto font-semibold">{user.score}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
