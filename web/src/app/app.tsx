import type { QueryClient } from "@tanstack/react-query";
import { AppProvider } from "@/app/provider";
import { AppRoutes } from "@/app/router";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
