import { useSearchParams } from "react-router-dom";
import { SetupForm } from "@/features/admin/staff/components/setup-form";

// Standalone, like the admin login: the member has no session yet.
export function Component() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 px-4">
      <div className="w-full max-w-sm rounded bg-white px-8 pb-8 pt-6 shadow-md">
        <h1 id="setup-title" className="mb-4 text-xl font-semibold">
          Choose your dashboard password
        </h1>
        <SetupForm token={params.get("token") ?? ""} />
      </div>
    </main>
  );
}
