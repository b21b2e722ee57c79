import { AppProvider } from "@/app/provider";
import { AppRoutes } from "@/app/router";

export function App() {
  return (
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  );
}
