import { ThemeProvider, ToastHost } from "@hoa/ui";
import { AuthProvider } from "../lib/auth";
import { AppRouter } from "./router";

export function App() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <AppRouter />
      </AuthProvider>
      <ToastHost />
    </ThemeProvider>
  );
}
