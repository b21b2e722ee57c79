import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { takeOverRenderedPage } from "@/lib/page-data";
import { createQueryClient } from "@/lib/query-client";

function createAppQueryClient() {
  const queryClient = createQueryClient();
  takeOverRenderedPage(queryClient);
  return queryClient;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
