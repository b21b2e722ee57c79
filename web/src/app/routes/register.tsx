import { AuthForm } from "@/features/auth/components/auth-form";

export function Component() {
  return <AuthForm mode="register" />;
}
